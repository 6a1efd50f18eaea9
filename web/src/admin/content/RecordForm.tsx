// The editor for one record, built from the record's own fields, each under its Chinese label
// with a help line: cities and counties, kinds and categories picked from lists, places picked
// by name, times from date pickers, a line's stops and a ranking's items row by row, text,
// numbers and switches, {zh,en}-style groups as sub-fields, string lists as tags, image lists
// (a place's `media`) as thumbnails with an upload control. The server validates (the
// same validator as `youzhe import`) and names the fields it refused.
import { DatePicker, Form, Grid, Input, InputNumber, Select, Switch, type FormInstance, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Fragment, type ReactNode } from 'react';
import type { OperatorView } from '../api/client';
import { useRegions } from '../api/regions';
import { PlacePicker } from '../campaigns/PlacePicker';
import { CATEGORIES, FACILITIES, fieldHelp, fieldLabel, GI_LISTS, isImageField, KINDS } from '../labels';
import { FORMS } from './forms';
import { AccessibilityField } from './AccessibilityField';
import { factsProblem, tidyFacts, type Facts } from './accessibility';
import { MediaField } from './MediaField';
import { CitySelect, CountySelect } from './RegionSelects';
import { RowsEditor } from './RowsEditor';

type Json = Record<string, unknown>;

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const isGroup = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(isScalar);
const isTags = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** An image list (`media`: `[{url, width, height, caption?}]`), edited with uploads; empty too. */
export const isMediaList = (key: string, v: unknown): v is Json[] =>
  isImageField(key) && Array.isArray(v) && v.every((x) => !!x && typeof x === 'object' && !Array.isArray(x));
/** Lists of small records (a line's stops, a ranking's items), held as JSON text and edited row by row. */
export const ROW_KEYS = new Set(['stops', 'items']);
/** Lists of place ids, picked by name. */
const PLACE_LISTS = new Set(['place_ids', 'where_to_eat']);

/** Fields with an editor of their own, whatever their shape. */
const OWN_EDITOR = new Set(['accessibility']);

/** Fields held as JSON text: a line's stops, a ranking's items, and anything deeper the console has no input for. */
export function jsonKeys(body: Json): Set<string> {
  return new Set(
    Object.entries(body)
      .filter(([k]) => !OWN_EDITOR.has(k))
      .filter(([k, v]) => ROW_KEYS.has(k) || (v !== null && typeof v === 'object' && !isGroup(v) && !isTags(v) && !isMediaList(k, v)))
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
    if (k === 'accessibility') {
      // Only the facts something is said of; none at all leaves the field out, as before.
      const facts = tidyFacts(v as Facts | null);
      if (facts) body[k] = facts;
      else delete body[k];
    } else if (json.has(k)) {
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
const FIRST = ['id', 'kind', 'category', 'name', 'title', 'city_id', 'county_code', 'hometown_county', 'city_ids', 'address', 'location', 'opening_hours', 'phone', 'a_level', 'star', 'ticket', 'price_level', 'avg_price', 'summary', 'description', 'themes', 'tags'];

function ordered(body: Json): [string, unknown][] {
  const rank = (k: string) => (FIRST.includes(k) ? FIRST.indexOf(k) : FIRST.length);
  return Object.entries(body).sort(([a], [b]) => rank(a) - rank(b));
}

/** Fields that hold numbers, even while empty (null). */
const NUMBERS = new Set(['avg_price', 'popularity', 'born', 'died', 'days', 'price', 'lat', 'lng']);

function scalarInput(key: string, v: unknown, label: string) {
  if (typeof v === 'number' || NUMBERS.has(key)) return <InputNumber aria-label={label} style={{ width: '100%', maxWidth: 240 }} />;
  if (typeof v === 'string' && (v.length > 40 || /description|summary|body|content|intro|biography|source|notes/.test(key))) {
    return <Input.TextArea aria-label={label} autoSize={{ minRows: 2, maxRows: 8 }} />;
  }
  return <Input aria-label={label} placeholder={isImageField(key) ? 'https://… 图片地址' : undefined} />;
}

const options = (m: Record<string, string>) => Object.entries(m).map(([value, label]) => ({ value, label }));

interface FormProps {
  form: FormInstance;
  body: Json;
  readOnly: boolean;
  onFinish: (v: Json) => void;
  /** Which entity (`places` …), for its kinds and whether it may be province-wide. */
  entity?: string;
  /** Something shown right after a field (a line's stops map after `stops`). */
  after?: Partial<Record<string, ReactNode>>;
  op?: OperatorView | null;
}

/** The editor: Chinese labels with a help line, labels above the fields on a phone. */
export function RecordForm({ form, body, readOnly, onFinish, entity, after, op }: FormProps) {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const ctx: Ctx = { body, readOnly, entity, op, form };
  return (
    <Form form={form} layout={wide ? 'horizontal' : 'vertical'} labelCol={wide ? { flex: '150px' } : undefined} labelWrap onFinish={onFinish} disabled={readOnly} name="record" className="console-record-form">
      {ordered(body).map(([key, v]) => (
        <Fragment key={key}>
          {field(key, v, ctx)}
          {after?.[key] && (
            <Form.Item label={wide ? ' ' : undefined} colon={false}>
              {after[key]}
            </Form.Item>
          )}
        </Fragment>
      ))}
    </Form>
  );
}

interface Ctx {
  body: Json;
  readOnly: boolean;
  entity?: string;
  op?: OperatorView | null;
  form: FormInstance;
}

/** A county field follows the city field: it lists the chosen city's counties. */
function CountyField({ name, form, op, label, allowEmpty }: { name: string; form: FormInstance; op?: OperatorView | null; label: string; allowEmpty: boolean }) {
  const cityId = Form.useWatch('city_id', form) as number | null | undefined;
  return (
    <Form.Item label={label} name={name} extra={fieldHelp(name)} rules={allowEmpty ? [] : [{ required: true, message: `请选择${label}` }]}>
      <CountySelect label={label} cityId={cityId} op={op} allowEmpty={allowEmpty} />
    </Form.Item>
  );
}

function field(key: string, v: unknown, { body, readOnly, entity, op, form }: Ctx) {
  const label = fieldLabel(key);
  const help = fieldHelp(key);
  const spec = entity ? FORMS[entity] : undefined;
  const item = (child: ReactNode, extra: Partial<FormItemProps> = {}) => (
    <Form.Item key={key} label={label} name={key} extra={help} {...extra}>
      {child}
    </Form.Item>
  );
  if (key === 'id') return item(<Input aria-label={label} disabled />);
  if (key === 'accessibility') {
    return item(<AccessibilityField disabled={readOnly} />, {
      rules: [{ validator: (_: unknown, facts: Facts | null) => (factsProblem(facts) ? Promise.reject(new Error(factsProblem(facts) ?? '')) : Promise.resolve()) }],
    });
  }
  if ((key === 'kind' || key === 'category') && typeof v === 'string') {
    const kinds = spec?.kindField === key && spec.kinds ? spec.kinds : key === 'category' ? CATEGORIES : KINDS;
    return item(<Select aria-label={label} options={options(kinds)} />);
  }
  if (key === 'gi_list') return item(<Select aria-label={label} options={options(GI_LISTS)} />);
  if (key === 'a_level') return item(<Select aria-label={label} allowClear placeholder="无" options={['5A', '4A', '3A'].map((a) => ({ value: a, label: a }))} />, { normalize: (x: unknown) => x ?? null });
  if (key === 'price_level') return item(<Select aria-label={label} allowClear placeholder="不清楚" options={['免费', '¥ 实惠', '¥¥ 中等', '¥¥¥ 较高', '¥¥¥¥ 高端'].map((t, i) => ({ value: i, label: t }))} />, { normalize: (x: unknown) => x ?? null });
  if (key === 'star') return item(<Select aria-label={label} allowClear placeholder="未挂牌" options={[1, 2, 3, 4, 5].map((n) => ({ value: n, label: `${n} 星` }))} />, { normalize: (x: unknown) => x ?? null });
  if (key === 'facilities' && (v === null || isTags(v))) {
    if (v === null) return null;
    return item(<Select aria-label={label} mode="multiple" options={options(FACILITIES)} placeholder="选择设施" />);
  }
  if (key === 'city_id') {
    const province = spec ? spec.region !== 'county' : v === null;
    return item(
      <CitySelect label={label} op={op} allowProvince={province} onChange={() => ['county_code', 'hometown_county'].forEach((k) => k in body && form.setFieldValue(k, null))} />,
      { rules: province ? [] : [{ required: true, message: '请选择城市' }], normalize: (x: unknown) => x ?? null },
    );
  }
  if (key === 'county_code' || key === 'hometown_county') return <CountyField key={key} name={key} form={form} op={op} label={label} allowEmpty={key === 'hometown_county'} />;
  if (key === 'city_ids') return item(<CitiesSelect label={label} />);
  if (PLACE_LISTS.has(key)) return item(<PlacePicker label={label} />);
  if (ROW_KEYS.has(key)) return item(<RowsEditor field={key} disabled={readOnly} />);
  if (key === 'published_at' || key === 'updated_at') {
    const withTime = key === 'published_at';
    return item(<DatePicker aria-label={label} showTime={withTime ? { format: 'HH:mm' } : false} format={withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'} />, {
      getValueProps: (x: unknown) => ({ value: typeof x === 'string' && x ? dayjs(x) : null }),
      normalize: (d: Dayjs | null) => (d ? (withTime ? `${d.format('YYYY-MM-DDTHH:mm')}:00+08:00` : d.format('YYYY-MM-DD')) : null),
    });
  }
  if (typeof v === 'boolean') return item(<Switch aria-label={label} />, { valuePropName: 'checked' });
  if (isGroup(v)) {
    // The Chinese name before the English one, whatever order the stored record has.
    return Object.entries(v).sort(([a], [b]) => Number(b === 'zh') - Number(a === 'zh')).map(([sub, sv]) => {
      const path = `${key}.${sub}`;
      const subLabel = fieldLabel(path);
      const required = sub === 'zh' && (key === 'name' || key === 'title');
      return (
        <Form.Item key={path} label={subLabel} name={[key, sub]} extra={fieldHelp(path)} rules={required ? [{ required: true, whitespace: true, message: `请填写${subLabel}` }] : []}>
          {scalarInput(sub, sv, subLabel)}
        </Form.Item>
      );
    });
  }
  if (isMediaList(key, v)) {
    return (
      <Form.Item key={key} label={label} name={key}>
        <MediaField name={label} disabled={readOnly} />
      </Form.Item>
    );
  }
  if (isTags(v)) return item(<Select aria-label={label} mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} placeholder="输入后回车" />);
  if (jsonKeys(body).has(key)) return item(<Input.TextArea aria-label={label} autoSize={{ minRows: 3, maxRows: 14 }} style={{ fontFamily: 'monospace' }} />, { extra: help ?? '结构化内容，按原格式修改' });
  const required = (key === 'title' && typeof v === 'string') || key === 'address';
  return item(scalarInput(key, v, label), { rules: required ? [{ required: true, whitespace: true, message: `请填写${label}` }] : [] });
}

function CitiesSelect({ value, onChange, label }: { value?: number[]; onChange?: (v: number[]) => void; label: string }) {
  const { data: cities } = useRegions();
  return <Select aria-label={label} mode="multiple" value={value} onChange={onChange} options={cities?.map((c) => ({ value: c.id, label: c.name }))} placeholder="选择城市" />;
}
