// 操作日志 (province admins): GET audit, newest first, paged by id ("更早的记录" asks for the
// rows before the last one shown). Each row opens to its record before and after.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Table } from 'antd';
import { audit } from '../api/audit';
import type { Schemas } from '../api/client';
import { formatTime } from '../labels';
import { Refused } from '../layout/Refused';
import { DiffTable } from '../content/DiffTable';

type Row = Schemas['AuditRow'];

/** The fields that differ between two records, for the diff table. */
function changes(before: unknown, after: unknown) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

/** "operator · 2 · ed-xihu": the record's kind and id, with its name when the row has one. */
function targetLabel(r: Row): string {
  const rec = (r.after ?? r.before ?? {}) as Record<string, unknown>;
  const nameOf = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>).zh : v);
  const name = rec.username ?? nameOf(rec.name) ?? rec.title;
  return [r.targetKind, r.targetId, typeof name === 'string' ? name : null].filter(Boolean).join(' · ');
}

export default function AuditPage() {
  const q = useInfiniteQuery({
    queryKey: ['audit'],
    queryFn: ({ pageParam }) => audit.page(pageParam ?? undefined),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Card title="操作日志">
      <Refused error={q.error} />
      <Table<Row>
        rowKey="id"
        dataSource={rows}
        loading={q.isLoading}
        pagination={false}
        size="middle"
        expandable={{
          expandedRowRender: (r) => (
            <>
              <Descriptions size="small" column={3} items={[{ label: '对象', children: `${r.targetKind} ${r.targetId}` }, { label: '地址', children: r.clientIp ?? '' }, { label: '编号', children: r.id }]} />
              <DiffTable rows={changes(r.before, r.after)} />
            </>
          ),
        }}
        columns={[
          { title: '时间', dataIndex: 'atMs', render: (ms: number) => formatTime(ms), width: 170 },
          { title: '操作人', dataIndex: 'actor', width: 140 },
          { title: '操作', dataIndex: 'action', width: 220 },
          { title: '对象', key: 'target', render: (_, r) => targetLabel(r) },
        ]}
      />
      {q.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            更早的记录
          </Button>
        </div>
      )}
    </Card>
  );
}
