// 审核队列: reviews, photos, corrections and reports in one list, oldest first
// (GET moderation?kind=&page=); accept, or reject with a reason the visitor reads.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, rowsOf } from '../api/client';
import { RejectModal } from '../content/ContentEdit';
import { formatTime } from '../labels';
import { Refused } from '../layout/Refused';

/** One waiting item as the moderation API lists it; the console shows what it finds. */
export interface ModerationItem {
  kind: string;
  id: number | string;
  createdMs?: number;
  text?: string | null;
  body?: string | null;
  content?: string | null;
  reason?: string | null;
  rating?: number | null;
  photos?: string[] | null;
  placeId?: string | null;
  placeName?: string | null;
  targetKind?: string | null;
  targetId?: string | null;
  authorName?: string | null;
  [k: string]: unknown;
}

const KINDS: Record<string, string> = { review: '点评', photo: '照片', correction: '纠错', report: '举报' };

function summary(r: ModerationItem): string {
  return String(r.text ?? r.body ?? r.content ?? r.reason ?? r.summary ?? '');
}

export default function ModerationPage() {
  const [kind, setKind] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ['moderation', kind, page],
    queryFn: async () => rowsOf<ModerationItem>(await api.get<unknown>('moderation', { kind: kind === 'all' ? undefined : kind, page })),
  });
  const decide = useMutation({
    mutationFn: ({ item, accept, reason }: { item: ModerationItem; accept: boolean; reason?: string }) =>
      api.post(`moderation/${item.kind}/${encodeURIComponent(String(item.id))}/${accept ? 'accept' : 'reject'}`, accept ? {} : { reason }),
    onSuccess: (_, { accept }) => {
      void message.success(accept ? '已采纳' : '已驳回');
      void qc.invalidateQueries({ queryKey: ['moderation'] });
    },
  });
  return (
    <Card title="审核队列" extra={<Typography.Text type="secondary">最早提交的在前</Typography.Text>}>
      <Segmented
        style={{ marginBottom: 16 }}
        value={kind}
        onChange={(v) => {
          setKind(String(v));
          setPage(1);
        }}
        options={[{ value: 'all', label: '全部' }, ...Object.entries(KINDS).map(([value, label]) => ({ value, label }))]}
      />
      <Refused error={list.error ?? decide.error} />
      <Table<ModerationItem>
        rowKey={(r) => `${r.kind}-${r.id}`}
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: '没有待审核的内容' }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '类别', dataIndex: 'kind', width: 80, render: (k: string) => <Tag>{KINDS[k] ?? k}</Tag> },
          { title: '提交时间', dataIndex: 'createdMs', width: 160, render: (ms: number) => formatTime(ms) },
          { title: '对象', key: 'target', width: 200, render: (_, r) => r.placeName ?? r.placeId ?? (r.targetKind ? `${r.targetKind} ${r.targetId ?? ''}` : '') },
          {
            title: '内容',
            key: 'text',
            render: (_, r) => (
              <Space direction="vertical" size={4}>
                {r.rating ? <span>{'★'.repeat(Number(r.rating))}</span> : null}
                <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
                  {summary(r)}
                </Typography.Paragraph>
                {!!r.photos?.length && (
                  <Image.PreviewGroup>
                    <Space size={4}>
                      {r.photos.map((src) => (
                        <Image key={src} src={src} width={56} height={56} style={{ objectFit: 'cover' }} />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                )}
              </Space>
            ),
          },
          { title: '提交人', dataIndex: 'authorName', width: 110 },
          {
            title: '处理',
            key: 'actions',
            width: 160,
            render: (_, r) => (
              <Space>
                <Button type="primary" size="small" onClick={() => decide.mutate({ item: r, accept: true })} aria-label={`采纳 ${KINDS[r.kind] ?? r.kind} ${r.id}`}>
                  采纳
                </Button>
                <Button danger size="small" onClick={() => setRejecting(r)} aria-label={`驳回 ${KINDS[r.kind] ?? r.kind} ${r.id}`}>
                  驳回
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {rejecting && (
        <RejectModal
          onClose={() => setRejecting(null)}
          onReject={(reason) => {
            decide.mutate({ item: rejecting, accept: false, reason });
            setRejecting(null);
          }}
        />
      )}
    </Card>
  );
}
