// A field-by-field diff: before in red, after in green (versions, the publish confirmation,
// the audit log). Fields by their Chinese names; cities, counties and kinds by name.
import { Table } from 'antd';
import { regionLabel, useRegions, type City } from '../api/regions';
import { CATEGORIES, fieldLabel, GI_LISTS, KINDS } from '../labels';

export interface DiffRow {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** A value as an operator reads it. */
export function shownValue(field: string, v: unknown, cities?: City[]): string {
  if (v === undefined || v === null || v === '') return '—';
  const last = field.split('.').pop() ?? field;
  if (last === 'city_id' && typeof v === 'number') return regionLabel(cities, v, null);
  if ((last === 'county_code' || last === 'hometown_county') && typeof v === 'string') return regionLabel(cities, null, v);
  if (last === 'kind' && typeof v === 'string') return KINDS[v] ?? v;
  if (last === 'category' && typeof v === 'string') return CATEGORIES[v] ?? v;
  if (last === 'gi_list' && typeof v === 'string') return GI_LISTS[v] ?? v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.join('、') || '—';
  if (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === null || typeof x !== 'object')) {
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${fieldLabel(`${field}.${k}`)}：${x ?? '—'}`)
      .join('；');
  }
  return typeof v === 'string' ? v : JSON.stringify(v, null, 1);
}

/** `content`: a record's fields, always by a Chinese name; otherwise (the audit log's rows of
 * any kind of change) a field with no name shows its key. */
export function DiffTable({ rows, content = false }: { rows: DiffRow[]; content?: boolean }) {
  const { data: cities } = useRegions();
  return (
    <Table<DiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '没有改动' }}
      columns={[
        { title: '内容', dataIndex: 'field', width: 140, render: (f: string) => fieldLabel(f, content ? undefined : f) },
        { title: '改前', dataIndex: 'before', onCell: () => ({ className: 'console-diff-before' }), render: (v: unknown, r) => shownValue(r.field, v, cities) },
        { title: '改后', dataIndex: 'after', onCell: () => ({ className: 'console-diff-after' }), render: (v: unknown, r) => shownValue(r.field, v, cities) },
      ]}
    />
  );
}
