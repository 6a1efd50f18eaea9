// The editor for one record, built from the record's own fields: text, numbers, switches,
// {zh,en}-style groups as sub-fields, string lists as tags, image lists (a place's `media`)
// as thumbnails with an upload control, anything deeper as JSON. The server validates (the
// same validator as `youzhe import`) and names the fields it refused.
import { Form, Input, InputNumber, Select, Switch, type FormInstance } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { fieldLabel, isImageField } from '../labels';
import { MediaField } from './MediaField';

type Json = Record<string, unknown>;

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const isGroup = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(isScalar);
const isTags = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** An image list (`media`: `[{url, width, height, caption?}]`), edited with uploads; empty too. */
export const isMediaList = (key: string, v: unknown): v is Json[] =>
  isImageField(key) && Array.isArray(v) && v.every((x) => !!x && typeof x === 'object' && !Array.isArray(x));
/** Fields shown as JSON text: nested objects and lists of objects (but image lists). */
export function jsonKeys(body: Json): Set<string> {
  return new Set(
    Object.entries(body)
      .filter(([k, v]) => v !== null && typeof v === 'object' && !isGroup(v) && !isTags(v) && !isMediaList(k, v))
      .map(([k]) => k),
  );
}

/** The form's values for a record (JSON fields as indented text). */
export function toFormValues(body: Json): Json {
  const json = jsonKeys(body);
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, json.has(k) ? JSON.stringify(v, null, 2) : v]));
}

/** The record from the form's values, or the field whose JSON does not parse. */
export function fromFormValues(values: Json, original: Json): { body: Json } | { bad: string } {
  const json = jsonKeys(original);
  const body: Json = { ...original };
  for (const [k, v] of Object.entries(values)) {
    if (json.has(k)) {
      try {
        body[k] = typeof v === 'string' && v.trim() ? JSON.parse(v) : null;
      } catch {
        return { bad: k };
      }
    } else if (original[k] === null && v === '') {
      body[k] = null;
    } else if (isGroup(original[k]) && v && typeof v === 'object') {
      const g = { ...(original[k] as Json), ...(v as Json) };
      for (const [gk, gv] of Object.entries(g)) if (gv === '' && (original[k] as Json)[gk] === null) g[gk] = null;
      body[k] = g;
    } else {
      body[k] = v;
    }
  }
  return { body };
}

/** The form name for a server field path: `name.zh` → ['name','zh']; inside a JSON field, that field. */
export function formNameFor(field: string, body: Json): (string | number)[] | null {
  const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
  const top = parts[0];
  if (!top || !(top in body)) return null;
  if (jsonKeys(body).has(top) || parts.length === 1) return [top];
  return isGroup(body[top]) && parts[1] && parts[1] in (body[top] as Json) ? [top, parts[1]] : [top];
}

/** The fields an editor looks for first; the others follow in the record's order. */
const FIRST = ['id', 'kind', 'name', 'title', 'city_id', 'county_code', 'address', 'opening_hours', 'phone', 'a_level', 'star', 'ticket', 'price_level', 'avg_price', 'summary', 'description', 'themes', 'tags'];

function ordered(body: Json): [string, unknown][] {
  const rank = (k: string) => (FIRST.includes(k) ? FIRST.indexOf(k) : FIRST.length);
  return Object.entries(body).sort(([a], [b]) => rank(a) - rank(b));
}

function scalarInput(key: string, v: unknown, readOnly: boolean) {
  if (typeof v === 'number') return <InputNumber style={{ width: 200 }} disabled={readOnly} />;
  if (typeof v === 'string' && (v.length > 40 || /description|summary|body|content|intro/.test(key))) {
    return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} disabled={readOnly} />;
  }
  return <Input disabled={readOnly} placeholder={isImageField(key) ? 'https://… 图片地址' : undefined} />;
}

/** `after`: something shown right after a field (a line's stops map after `stops`). */
export function RecordForm({ form, body, readOnly, onFinish, after }: { form: FormInstance; body: Json; readOnly: boolean; onFinish: (v: Json) => void; after?: Partial<Record<string, ReactNode>> }) {
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '150px' }} labelWrap onFinish={onFinish} disabled={readOnly} name="record">
      {ordered(body).map(([key, v]) => (
        <Fragment key={key}>
          {field(key, v, body, readOnly)}
          {after?.[key] && (
            <Form.Item label=" " colon={false}>
              {after[key]}
            </Form.Item>
          )}
        </Fragment>
      ))}
    </Form>
  );
}

function field(key: string, v: unknown, body: Json, readOnly: boolean) {
  const json = jsonKeys(body);
    const label = `${fieldLabel(key)}${fieldLabel(key) !== key ? `（${key}）` : ''}`;
    if (key === 'id') {
      return (
        <Form.Item key={key} label={label} name={key}>
          <Input disabled />
        </Form.Item>
      );
    }
    if (typeof v === 'boolean') {
      return (
        <Form.Item key={key} label={label} name={key} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    }
    if (isGroup(v)) {
      return Object.entries(v).map(([sub, sv]) => (
        <Form.Item key={`${key}.${sub}`} label={`${fieldLabel(`${key}.${sub}`)}（${key}.${sub}）`} name={[key, sub]}>
          {scalarInput(sub, sv, readOnly)}
        </Form.Item>
      ));
    }
    if (isMediaList(key, v)) {
      return (
        <Form.Item key={key} label={label} name={key}>
          <MediaField name={label} disabled={readOnly} />
        </Form.Item>
      );
    }
    if (isTags(v)) {
      return (
        <Form.Item key={key} label={label} name={key}>
          <Select mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} />
        </Form.Item>
      );
    }
    if (json.has(key)) {
      return (
        <Form.Item key={key} label={label} name={key} extra="JSON">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 14 }} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      );
    }
    return (
      <Form.Item key={key} label={label} name={key}>
        {scalarInput(key, v, readOnly)}
      </Form.Item>
    );
}
