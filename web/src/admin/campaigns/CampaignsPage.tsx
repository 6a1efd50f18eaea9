// 活动: every campaign with its status, window and prizes (stock left / given / in all), for
// operators who handle prizes; a province admin edits one — title, window, rules and each
// prize's stock (in all: never below what is given), weight and daily cap. GET campaigns,
// PUT campaigns/{id}; a 40000 marks the field it names (prizes[1].stock → that prize's stock).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Card, DatePicker, Drawer, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api, type OperatorView, type Schemas } from '../api/client';
import { can } from '../auth/roles';
import { Refused } from '../layout/Refused';

export type ConsoleCampaign = Schemas['ConsoleCampaign'];
type ConsolePrize = Schemas['ConsolePrize'];
type EditBody = Schemas['CampaignEditBody'];

const STATUS: Record<string, { label: string; color: string }> = {
  not_started: { label: '未开始', color: 'blue' },
  running: { label: '进行中', color: 'green' },
  ended: { label: '已结束', color: 'default' },
};
const KINDS: Record<string, string> = { quiz: '答题', persona: '性格测试', blindbox: '自驾盲盒', qixi: '七夕配对', shop: '积分商城', generic: '抽奖' };
const PRIZE_KINDS: Record<string, string> = { physical: '实物', coupon: '优惠券', points: '积分' };
const minute = (s: string) => s.slice(0, 16).replace('T', ' ');

interface FormValues {
  title: string;
  window: [Dayjs, Dayjs];
  rules: string;
  prizes: { id: string; stock: number; weight: number; dailyCap: number }[];
}

/** A server field (`prizes[1].stock`, `startsAt`) as the form's name path. */
export function fieldPath(field: string): NamePath | null {
  const m = /^prizes\[(\d+)\]\.(\w+)$/.exec(field);
  if (m) return ['prizes', Number(m[1]), m[2] === 'id' ? 'stock' : m[2]!];
  if (field === 'startsAt' || field === 'endsAt') return 'window';
  if (field === 'title' || field === 'rules') return field;
  return null;
}

function EditDrawer({ campaign, onClose }: { campaign: ConsoleCampaign; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [rest, setRest] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      api.put<ConsoleCampaign>(`campaigns/${encodeURIComponent(campaign.id)}`, {
        title: v.title,
        startsAt: v.window[0].format('YYYY-MM-DDTHH:mm:ssZ'),
        endsAt: v.window[1].format('YYYY-MM-DDTHH:mm:ssZ'),
        rules: v.rules,
        prizes: v.prizes.map((p) => ({ id: p.id, stock: p.stock, weight: p.weight, dailyCap: p.dailyCap })),
      } satisfies EditBody),
    onMutate: () => setRest(null),
    onSuccess: () => {
      void message.success('已保存');
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.problems.length > 0) {
        const other: string[] = [];
        form.setFields(
          err.problems.flatMap((p) => {
            const name = fieldPath(p.field);
            if (name === null) {
              other.push(p.message);
              return [];
            }
            return [{ name, errors: [p.message] }];
          }),
        );
        setRest(other.length ? other.join('；') : null);
      } else {
        setRest(err instanceof Error ? err.message : '保存失败');
      }
    },
  });
  const initial: FormValues = {
    title: campaign.title,
    window: [dayjs(campaign.startsAt), dayjs(campaign.endsAt)],
    rules: campaign.rules,
    prizes: campaign.prizes.map((p) => ({ id: p.id, stock: p.stock, weight: p.weight, dailyCap: p.dailyCap })),
  };
  const shop = campaign.kind === 'shop';
  return (
    <Drawer
      open
      width={720}
      title={`编辑活动：${campaign.title}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {rest && <Alert type="error" showIcon role="alert" message={rest} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => save.mutate(v)}>
        <Form.Item name="title" label="活动名称" rules={[{ required: true, whitespace: true, message: '请填写活动名称' }, { max: 60, message: '最多 60 个字' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="window" label="活动时间" rules={[{ required: true, message: '请选择开始和结束时间' }]}>
          <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="rules" label="活动规则" rules={[{ required: true, whitespace: true, message: '请填写活动规则' }, { max: 4000, message: '最多 4000 个字' }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={4000} showCount />
        </Form.Item>
        <Typography.Title level={5}>{shop ? '商品' : '奖品'}</Typography.Title>
        <Typography.Paragraph type="secondary">库存为总数（剩余 + 已发出），不能少于已发出的数量。{shop ? '' : '权重越大越容易抽中；'}每日上限 0 表示不限。</Typography.Paragraph>
        <Form.List name="prizes">
          {(fields) =>
            fields.map((f, i) => {
              const p = campaign.prizes[i]!;
              return (
                <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={`${p.name}（${PRIZE_KINDS[p.kind] ?? p.kind}${shop ? `，${p.price} 积分` : ''}）`} extra={<span>已发出 {p.given}</span>}>
                  <Form.Item name={[f.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Space wrap>
                    <Form.Item name={[f.name, 'stock']} label="库存（总数）" rules={[{ required: true, message: '请填写库存' }, { type: 'number', min: p.given, message: `不能少于已发出的 ${p.given} 件` }]}>
                      <InputNumber min={0} max={1000000} precision={0} aria-label={`${p.name} 库存`} />
                    </Form.Item>
                    {!shop && (
                      <Form.Item name={[f.name, 'weight']} label="权重" rules={[{ required: true, message: '请填写权重' }]}>
                        <InputNumber min={0} max={1000000} precision={0} aria-label={`${p.name} 权重`} />
                      </Form.Item>
                    )}
                    {shop && (
                      <Form.Item name={[f.name, 'weight']} hidden>
                        <InputNumber />
                      </Form.Item>
                    )}
                    <Form.Item name={[f.name, 'dailyCap']} label="每日上限" rules={[{ required: true, message: '请填写每日上限' }]}>
                      <InputNumber min={0} max={1000000} precision={0} aria-label={`${p.name} 每日上限`} />
                    </Form.Item>
                  </Space>
                </Card>
              );
            })
          }
        </Form.List>
      </Form>
    </Drawer>
  );
}

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
  const list = useQuery({ queryKey: ['campaigns'], queryFn: () => api.get<{ list: ConsoleCampaign[] }>('campaigns') });
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
