// A province admin's edit of one campaign: title, window, rules, its photos, the generic page's layout,
// each prize's stock (in all: never below what is given), weight and daily cap, new prizes,
// and taking out prizes never given. PUT campaigns/{id}; a 40000 marks the field it names
// (prizes[1].stock → that prize's stock, addPrizes[0].name → the new prize's name).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, type Schemas } from '../api/client';
import { campaigns } from '../api/campaigns';
import type { MediaItem } from '../content/MediaField';
import { CampaignPhotos, mediaOf } from './CampaignPhotos';
import { PrizePicture, pictureOf } from './PrizePicture';
import { FestivalFields, type Festival } from './FestivalFields';
import { PRIZE_KINDS } from './labels';
import { NewPrizes, type NewPrize } from './NewPrizes';

export type ConsoleCampaign = Schemas['ConsoleCampaign'];
export type ConsolePrize = Schemas['ConsolePrize'];
type EditBody = Schemas['CampaignEditBody'];

interface FormValues {
  title: string;
  window: [Dayjs, Dayjs];
  rules: string;
  layout: number;
  festival?: Festival | null;
  media?: MediaItem[];
  prizes: { id: string; stock: number; weight: number; dailyCap: number; picture?: MediaItem | null; remove?: boolean }[];
  addPrizes?: NewPrize[];
}

/**
 * A server field (`prizes[1].stock`, `startsAt`) as the form's name path. `sent` maps the
 * index of a prize in what was sent to its row in the form (prizes taken out are not sent).
 */
export function fieldPath(field: string, sent?: number[]): NamePath | null {
  // `prizes[0].picture.caption`: the picture field.
  const m = /^prizes\[(\d+)\]\.(\w+)(?:\.\w+)?$/.exec(field);
  if (m) return ['prizes', sent?.[Number(m[1])] ?? Number(m[1]), m[2] === 'id' ? 'stock' : m[2]!];
  const set = /^festival\.lineup\[(\d+)\]\.(\w+)$/.exec(field);
  if (set) return ['festival', 'lineup', Number(set[1]), set[2]!];
  const part = /^festival\.(\w+)/.exec(field);
  if (part) return ['festival', part[1]!];
  const added = /^addPrizes\[(\d+)\]\.(\w+)(?:\.\w+)?$/.exec(field);
  if (added) return ['addPrizes', Number(added[1]), added[2]!];
  if (/^media(\[|$)/.test(field)) return 'media';
  if (field === 'startsAt' || field === 'endsAt') return 'window';
  if (field === 'title' || field === 'rules' || field === 'layout') return field;
  return null;
}

function body(v: FormValues): { body: EditBody; sent: number[] } {
  const sent = v.prizes.flatMap((p, i) => (p.remove ? [] : [i]));
  return {
    sent,
    body: {
      title: v.title,
      startsAt: v.window[0].format('YYYY-MM-DDTHH:mm:ssZ'),
      endsAt: v.window[1].format('YYYY-MM-DDTHH:mm:ssZ'),
      rules: v.rules,
      layout: v.layout,
      ...(v.festival ? { festival: { ...v.festival, lineup: v.festival.lineup.map((x) => ({ ...x, note: x.note ?? '' })) } } : {}),
      // The whole form goes: a prize's picture taken away is sent as null.
      prizes: sent.map((i) => v.prizes[i]!).map((p) => ({ id: p.id, stock: p.stock, weight: p.weight, dailyCap: p.dailyCap, picture: pictureOf(p.picture) })),
      addPrizes: (v.addPrizes ?? []).map(({ picture, ...p }) => ({ ...p, ...(picture ? { picture: pictureOf(picture) } : {}) })),
      removePrizes: v.prizes.filter((p) => p.remove).map((p) => p.id),
      media: mediaOf(v.media),
    },
  };
}

export function EditDrawer({ campaign, onClose }: { campaign: ConsoleCampaign; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [rest, setRest] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (v: FormValues) => {
      const { body: b, sent } = body(v);
      try {
        return await campaigns.save(campaign.id, b);
      } catch (err) {
        // The server names prizes by their place in what was sent; the form needs its rows.
        throw Object.assign(err as Error, { sent });
      }
    },
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
            const name = fieldPath(p.field, (err as ApiError & { sent?: number[] }).sent);
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
    layout: campaign.layout,
    festival: campaign.festival ?? null,
    media: (campaign.media ?? []) as MediaItem[],
    prizes: campaign.prizes.map((p) => ({ id: p.id, stock: p.stock, weight: p.weight, dailyCap: p.dailyCap, picture: (p.picture ?? null) as MediaItem | null, remove: false })),
    addPrizes: [],
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
        <CampaignPhotos title={campaign.title} />
        {campaign.kind === 'generic' ? (
          <Form.Item name="layout" label="活动页版式" extra="海报：整页海报与抽奖；任务列表：先列出获得抽奖机会的任务。">
            <Select
              options={[
                { value: 1, label: '海报（actives/active1）' },
                { value: 2, label: '任务列表（actives/active2）' },
              ]}
            />
          </Form.Item>
        ) : (
          <Form.Item name="layout" hidden>
            <InputNumber />
          </Form.Item>
        )}
        {campaign.festival && <FestivalFields />}
        <Typography.Title level={5}>{shop ? '商品' : '奖品'}</Typography.Title>
        <Typography.Paragraph type="secondary">
          库存为总数（剩余 + 已发出），不能少于已发出的数量。{shop ? '' : '权重越大越容易抽中；'}每日上限 0 表示不限。已发出的不能移除：可把{shop ? '库存设为已发出的数量' : '权重设为 0'}停止发放。
        </Typography.Paragraph>
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
                    {p.given === 0 && (
                      <Form.Item name={[f.name, 'remove']} valuePropName="checked" label=" ">
                        <Checkbox aria-label={`移除 ${p.name}`}>移除</Checkbox>
                      </Form.Item>
                    )}
                  </Space>
                  <PrizePicture name={[f.name, 'picture']} prize={p.name} />
                </Card>
              );
            })
          }
        </Form.List>
        <NewPrizes shop={shop} taken={campaign.prizes.map((p) => p.id)} />
      </Form>
    </Drawer>
  );
}
