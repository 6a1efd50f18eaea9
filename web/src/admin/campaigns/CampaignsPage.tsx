// 活动: every campaign the operator reads with its kind, where it is in its life (草稿 …
// 已结束) and its window, and each prize's stock left / given / in all. 新建活动 starts from a
// template (TemplatePicker → NewCampaignDrawer); each row offers the steps the operator may take
// now (StepButtons), 编辑 (EditDrawer), 获奖名单 (WinnersDrawer) and 实时数据 (LiveDrawer).
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Grid, List, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorView } from '../api/client';
import { campaigns } from '../api/campaigns';
import { can } from '../auth/roles';
import { Refused } from '../layout/Refused';
import { EditDrawer, type ConsoleCampaign, type ConsolePrize } from './EditDrawer';
import { kindLabel, STATES } from './labels';
import { LiveDrawer } from './LiveDrawer';
import { NewCampaignDrawer } from './NewCampaignDrawer';
import { mayEdit } from './steps';
import { StepButtons } from './StepButtons';
import { TemplatePicker } from './TemplatePicker';
import type { Template } from './templates';
import { WinnersDrawer } from './WinnersDrawer';

export type { ConsoleCampaign } from './EditDrawer';
export { fieldPath } from './EditDrawer';

/** Where the window stands, shown for a campaign visitors see. */
const STATUS: Record<string, { label: string; color: string }> = {
  not_started: { label: '未开始', color: 'blue' },
  running: { label: '进行中', color: 'green' },
  ended: { label: '已结束', color: 'default' },
};
const minute = (s: string) => s.slice(0, 16).replace('T', ' ');
/** Drafts and campaigns waiting for approval have no winners or figures yet. */
const seen = (c: ConsoleCampaign) => c.state === 'published' || c.state === 'paused' || c.state === 'closed';

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
  const [picking, setPicking] = useState(false);
  const [template, setTemplate] = useState<Template | null>(null);
  const [winners, setWinners] = useState<ConsoleCampaign | null>(null);
  const [live, setLive] = useState<ConsoleCampaign | null>(null);
  const list = useQuery({ queryKey: ['campaigns'], queryFn: () => campaigns.list() });
  const mayCreate = can(op, 'draftCampaigns');
  // On a phone the rows become cards: a table of five columns would only show its first.
  const narrow = Grid.useBreakpoint().xs === true;
  const actions = (c: ConsoleCampaign) => (
    <Space direction="vertical" size={4}>
      <StepButtons campaign={c} />
      <Space size={4} wrap>
        {mayEdit(op, c) && (
          <Button size="small" onClick={() => setEditing(c)} aria-label={`编辑 ${c.title}`}>
            编辑
          </Button>
        )}
        {seen(c) && (
          <>
            <Button size="small" type="link" onClick={() => setWinners(c)} aria-label={`获奖名单 ${c.title}`}>
              获奖名单
            </Button>
            <Button size="small" type="link" onClick={() => setLive(c)} aria-label={`实时数据 ${c.title}`}>
              实时数据
            </Button>
          </>
        )}
      </Space>
    </Space>
  );
  return (
    <Card
      title="活动"
      extra={
        <Space wrap>
          {!narrow && <Typography.Text type="secondary">最先结束的在前</Typography.Text>}
          {mayCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              新建活动
            </Button>
          )}
        </Space>
      }
    >
      <Refused error={list.error} />
      {narrow ? (
        <List<ConsoleCampaign>
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: '还没有活动' }}
          renderItem={(c) => (
            <List.Item key={c.id} data-campaign={c.id} style={{ display: 'block' }}>
              <Space direction="vertical" size={6} style={{ width: '100%' }}>
                <strong>{c.title}</strong>
                <Space size={4} wrap>
                  <Tag>{kindLabel(c)}</Tag>
                  {c.sample && <Tag color="purple">示例</Tag>}
                  <Tag color={STATES[c.state]?.color} data-testid="campaign-state">
                    {STATES[c.state]?.label ?? c.state}
                  </Tag>
                  {(c.state === 'published' || c.state === 'paused') && STATUS[c.status] && <Tag color={STATUS[c.status]!.color}>{STATUS[c.status]!.label}</Tag>}
                </Space>
                <Typography.Text type="secondary">
                  {minute(c.startsAt)} 至 {minute(c.endsAt)}
                </Typography.Text>
                <Prizes prizes={c.prizes} shop={c.kind === 'shop'} />
                {actions(c)}
              </Space>
            </List.Item>
          )}
        />
      ) : (
      <Table<ConsoleCampaign>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '还没有活动' }}
        pagination={false}
        scroll={{ x: 960 }}
        columns={[
          {
            title: '活动',
            key: 'title',
            width: 200,
            render: (_, c) => (
              <Space direction="vertical" size={2}>
                <strong>{c.title}</strong>
                <Space size={4} wrap>
                  <Tag>{kindLabel(c)}</Tag>
                  {c.sample && <Tag color="purple">示例</Tag>}
                </Space>
              </Space>
            ),
          },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, c) => (
              <Tag color={STATES[c.state]?.color} data-testid="campaign-state">
                {STATES[c.state]?.label ?? c.state}
              </Tag>
            ),
          },
          {
            title: '时间',
            key: 'window',
            width: 170,
            render: (_, c) => (
              <Space direction="vertical" size={2}>
                {(c.state === 'published' || c.state === 'paused') && STATUS[c.status] && <Tag color={STATUS[c.status]!.color}>{STATUS[c.status]!.label}</Tag>}
                <span>
                  {minute(c.startsAt)}
                  <br />至 {minute(c.endsAt)}
                </span>
              </Space>
            ),
          },
          { title: '奖品（剩余 / 已发 / 共）', key: 'prizes', render: (_, c) => <Prizes prizes={c.prizes} shop={c.kind === 'shop'} /> },
          {
            title: '操作',
            key: 'actions',
            width: 190,
            render: (_: unknown, c: ConsoleCampaign) => actions(c),
          },
        ]}
      />
      )}
      {editing && <EditDrawer campaign={editing} onClose={() => setEditing(null)} />}
      {picking && (
        <TemplatePicker
          onClose={() => setPicking(false)}
          onPick={(t) => {
            setPicking(false);
            setTemplate(t);
          }}
        />
      )}
      {template && <NewCampaignDrawer template={template} onClose={() => setTemplate(null)} />}
      {winners && <WinnersDrawer campaign={winners} onClose={() => setWinners(null)} />}
      {live && <LiveDrawer campaign={live} onClose={() => setLive(null)} />}
    </Card>
  );
}
