// 活动: every campaign with its status, window and prizes (stock left / given / in all), for
// operators who handle prizes; a province admin edits one in the drawer (EditDrawer.tsx).
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorView } from '../api/client';
import { campaigns } from '../api/campaigns';
import { can } from '../auth/roles';
import { Refused } from '../layout/Refused';
import { EditDrawer, type ConsoleCampaign, type ConsolePrize } from './EditDrawer';

export type { ConsoleCampaign } from './EditDrawer';
export { fieldPath } from './EditDrawer';

const STATUS: Record<string, { label: string; color: string }> = {
  not_started: { label: '未开始', color: 'blue' },
  running: { label: '进行中', color: 'green' },
  ended: { label: '已结束', color: 'default' },
};
const KINDS: Record<string, string> = { quiz: '答题', persona: '性格测试', blindbox: '自驾盲盒', qixi: '七夕配对', shop: '积分商城', generic: '抽奖' };
const minute = (s: string) => s.slice(0, 16).replace('T', ' ');

function Prizes({ prizes, shop }: { prizes: ConsolePrize[]; shop: boolean }) {
  return (
    <Space direction="vertical" size={2}>
      {prizes.map((p) => (
        <span key={p.id} data-prize={p.id}>
          {p.name}
          {shop ? `（${p.price} 积分）` : ''}：剩余 <strong>{p.left}</strong> / 已发 {p.given} / 共 {p.stock}
          {p.left === 0 && (
            <Tag color="red" style={{ marginLeft: 4 }}>
              无库存
            </Tag>
          )}
        </span>
      ))}
    </Space>
  );
}

export default function CampaignsPage() {
  const { data: op } = useGetIdentity<OperatorView>();
  const [editing, setEditing] = useState<ConsoleCampaign | null>(null);
  const list = useQuery({ queryKey: ['campaigns'], queryFn: () => campaigns.list() });
  const mayEdit = can(op, 'editCampaigns');
  return (
    <Card title="活动" extra={<Typography.Text type="secondary">最先结束的在前</Typography.Text>}>
      <Refused error={list.error} />
      <Table<ConsoleCampaign>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '还没有活动' }}
        pagination={false}
        columns={[
          {
            title: '活动',
            key: 'title',
            render: (_, c) => (
              <Space direction="vertical" size={2}>
                <strong>{c.title}</strong>
                <Space size={4}>
                  <Tag>{KINDS[c.kind] ?? c.kind}</Tag>
                  {c.sample && <Tag color="purple">示例</Tag>}
                </Space>
              </Space>
            ),
          },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => <Tag color={STATUS[s]?.color}>{STATUS[s]?.label ?? s}</Tag> },
          { title: '时间', key: 'window', width: 170, render: (_, c) => <span>{minute(c.startsAt)}<br />至 {minute(c.endsAt)}</span> },
          { title: '奖品（剩余 / 已发 / 共）', key: 'prizes', render: (_, c) => <Prizes prizes={c.prizes} shop={c.kind === 'shop'} /> },
          ...(mayEdit
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 90,
                  render: (_: unknown, c: ConsoleCampaign) => (
                    <Button size="small" onClick={() => setEditing(c)} aria-label={`编辑 ${c.title}`}>
                      编辑
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <EditDrawer campaign={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
