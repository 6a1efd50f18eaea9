// 审核队列: reviews, photos, corrections and reports in one list, oldest first
// (GET moderation?kind=&page=); accept, or reject with a reason the visitor reads.
import { useGetIdentity } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorView } from '../api/client';
import { moderation, type ModerationItem, type QueueKind } from '../api/moderation';
import { can } from '../auth/roles';
import { RejectModal } from '../content/ContentEdit';
import { formatTime } from '../labels';
import { Refused } from '../layout/Refused';
import { AcceptedPhotos, promotable } from './AcceptedPhotos';

const KINDS: Record<string, string> = { review: '点评', photo: '带图点评', report: '被举报', correction: '纠错', note: '游记', contest: '摄影作品' };
const WAITS: Record<string, string> = { sensitive_word: '含敏感词', author_rate: '发布过快', reports: '被举报', new: '新游记' };
const CORRECTIONS: Record<string, string> = { moved: '搬走了', closed: '关门了', phone: '电话不对', hours: '营业时间不对', other: '其他' };

export default function ModerationPage() {
  const [kind, setKind] = useState<string>('all');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  // Reviews of places accepted on this page, for 加入相册 (editors of content only).
  const [accepted, setAccepted] = useState<ModerationItem[]>([]);
  const { data: op } = useGetIdentity<OperatorView>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: ['moderation', kind, page],
    queryFn: () => moderation.page(kind === 'all' ? undefined : (kind as QueueKind), page),
  });
  const decide = useMutation({
    mutationFn: ({ item, accept, reason }: { item: ModerationItem; accept: boolean; reason?: string }) =>
      accept ? moderation.accept(item.kind, item.id) : moderation.reject(item.kind, item.id, reason ?? ''),
    onSuccess: (_, { item, accept }) => {
      void message.success(accept ? '已采纳' : '已驳回');
      if (accept && promotable(item) && can(op, 'editContent')) setAccepted((a) => [item, ...a.filter((x) => x.id !== item.id)]);
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
        options={[
          { value: 'all', label: '全部' },
          ...Object.entries(KINDS).map(([value, label]) => ({ value, label: list.data?.counts ? `${label}（${list.data.counts[value as QueueKind] ?? 0}）` : label })),
        ]}
      />
      <Refused error={list.error ?? decide.error} />
      <Table<ModerationItem>
        rowKey={(r) => `${r.kind}-${r.id}`}
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '没有待审核的内容' }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: '类别', dataIndex: 'kind', width: 100, render: (k: string, r) => <Space direction="vertical" size={2}><Tag>{KINDS[k] ?? k}</Tag>{r.waitsFor && <Tag color="orange">{r.kind === 'contest' && r.waitsFor === 'new' ? '新投稿' : (WAITS[r.waitsFor] ?? r.waitsFor)}</Tag>}</Space> },
          { title: '提交时间', dataIndex: 'atMs', width: 150, render: (ms: number) => formatTime(ms) },
          { title: '对象', key: 'target', width: 180, render: (_, r) => r.targetName ?? `${r.targetKind} ${r.targetId}` },
          {
            title: '内容',
            key: 'text',
            render: (_, r) => (
              <Space direction="vertical" size={4}>
                {r.rating ? <span aria-label={`${r.rating} 星`}>{'★'.repeat(r.rating)}{'☆'.repeat(Math.max(0, 5 - r.rating))}</span> : null}
                {r.correctionKind && <Tag color="blue">{CORRECTIONS[r.correctionKind] ?? r.correctionKind}</Tag>}
                <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
                  {r.text}
                </Typography.Paragraph>
                {r.phone && <span>新电话：{r.phone}</span>}
                {r.location && <span>新位置：{r.location.lat.toFixed(5)}, {r.location.lng.toFixed(5)}</span>}
                {r.reports.length > 0 && <span>举报：{r.reports.map((x) => x.reason).join('；')}</span>}
                {r.photos.length > 0 && (
                  <Image.PreviewGroup>
                    <Space size={4}>
                      {r.photos.map((p) => (
                        <Image key={p.id} src={p.url} width={56} height={56} style={{ objectFit: 'cover' }} />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                )}
              </Space>
            ),
          },
          { title: '提交人', dataIndex: 'author', width: 110, ellipsis: true },
          {
            title: '处理',
            key: 'actions',
            width: 150,
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
      <AcceptedPhotos items={accepted} />
    </Card>
  );
}
