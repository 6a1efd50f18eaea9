// A list of small records edited row by row: a line's stops, a ranking's items. The form keeps
// them as JSON text (the stops map reads and writes that text too, content/stops.ts); each row
// here is a place picked by name and a few numbers and words, so nobody types JSON.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, InputNumber } from 'antd';
import { fieldLabel } from '../labels';
import { OnePlace } from './OnePlace';

type Row = Record<string, unknown>;

export interface RowColumn {
  key: string;
  kind: 'place' | 'number' | 'text';
}

export const ROW_COLUMNS: Record<string, RowColumn[]> = {
  stops: [
    { key: 'place_id', kind: 'place' },
    { key: 'day', kind: 'number' },
    { key: 'order', kind: 'number' },
    { key: 'stay_minutes', kind: 'number' },
    { key: 'note', kind: 'text' },
  ],
  items: [
    { key: 'place_id', kind: 'place' },
    { key: 'rank', kind: 'number' },
    { key: 'reason', kind: 'text' },
  ],
};

function parse(text: unknown): Row[] | null {
  if (Array.isArray(text)) return text as Row[];
  if (typeof text !== 'string' || !text.trim()) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as Row[]) : null;
  } catch {
    return null;
  }
}

/** A new row after `rows`: the next day-order for stops, the next rank for items. */
function nextRow(field: string, rows: Row[]): Row {
  if (field === 'stops') {
    const last = rows[rows.length - 1];
    const day = Number(last?.day ?? 1);
    return { place_id: '', day, order: rows.filter((r) => Number(r.day) === day).length + 1, stay_minutes: 60, note: '' };
  }
  return { place_id: '', rank: rows.length + 1, reason: '' };
}

interface Props {
  field: string;
  value?: string;
  onChange?: (text: string) => void;
  disabled?: boolean;
}

export function RowsEditor({ field, value, onChange, disabled }: Props) {
  const rows = parse(value);
  const columns = ROW_COLUMNS[field] ?? [];
  if (!rows) return <Alert type="warning" showIcon message={`${fieldLabel(field)}的内容无法读取，请恢复上一版本`} />;
  const write = (next: Row[]) => onChange?.(JSON.stringify(next, null, 2));
  const set = (i: number, key: string, v: unknown) => write(rows.map((r, k) => (k === i ? { ...r, [key]: v } : r)));
  const name = fieldLabel(field);
  return (
    <div className="console-rows">
      {rows.map((r, i) => (
        <div className="console-row" key={i} role="group" aria-label={`${name}第 ${i + 1} 项`}>
          {columns.map((c) => (
            <label key={c.key} className={`console-row__cell console-row__cell--${c.kind}`}>
              <span className="console-row__label">{fieldLabel(c.key)}</span>
              {c.kind === 'place' ? (
                <OnePlace label={`${name}第 ${i + 1} 项的地点`} value={String(r[c.key] ?? '')} onChange={(v) => set(i, c.key, v)} disabled={disabled} />
              ) : c.kind === 'number' ? (
                <InputNumber aria-label={`${name}第 ${i + 1} 项的${fieldLabel(c.key)}`} min={0} value={r[c.key] as number | null} onChange={(v) => set(i, c.key, v)} disabled={disabled} style={{ width: '100%' }} />
              ) : (
                <Input aria-label={`${name}第 ${i + 1} 项的${fieldLabel(c.key)}`} value={String(r[c.key] ?? '')} onChange={(e) => set(i, c.key, e.target.value)} disabled={disabled} />
              )}
            </label>
          ))}
          {!disabled && <Button danger icon={<DeleteOutlined />} aria-label={`删除${name}第 ${i + 1} 项`} onClick={() => write(rows.filter((_, k) => k !== i))} />}
        </div>
      ))}
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => write([...rows, nextRow(field, rows)])}>
          添加{field === 'stops' ? '一站' : '一项'}
        </Button>
      )}
    </div>
  );
}
