// A field-by-field diff: before in red, after in green (versions, the audit log).
import { Table } from 'antd';
import { fieldLabel } from '../labels';

export interface DiffRow {
  field: string;
  before?: unknown;
  after?: unknown;
}

function show(v: unknown): string {
  if (v === undefined || v === null) return '—';
  return typeof v === 'string' ? v : JSON.stringify(v, null, 1);
}

export function DiffTable({ rows }: { rows: DiffRow[] }) {
  return (
    <Table<DiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '没有改动' }}
      columns={[
        { title: '字段', dataIndex: 'field', width: 160, render: (f: string) => `${fieldLabel(f)}${fieldLabel(f) !== f ? `（${f}）` : ''}` },
        { title: '改前', dataIndex: 'before', onCell: () => ({ className: 'console-diff-before' }), render: show },
        { title: '改后', dataIndex: 'after', onCell: () => ({ className: 'console-diff-after' }), render: show },
      ]}
    />
  );
}
