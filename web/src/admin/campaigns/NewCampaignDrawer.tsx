// 新建活动's form, filled from the template the operator picked: title, the window (Beijing
// time, sent as +08:00), rules, who may take part, per-visitor limits, the chance of drawing
// nothing, claim days, tasks, prizes, a festival's programme, its photos, and whether it is a sample.
// POST campaigns saves it as a draft; a 40000 marks the field the server names.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { campaigns, type NewCampaign } from '../api/campaigns';
import type { MediaItem } from '../content/MediaField';
import { CampaignPhotos, mediaOf } from './CampaignPhotos';
import { pictureOf } from './PrizePicture';
import { fieldPath } from './EditDrawer';
import { FestivalFields } from './FestivalFields';
import { PrizeFields } from './PrizeFields';
import { TaskFields } from './TaskFields';
import type { Template } from './templates';

type Fill = Template['fill'];
export interface NewForm extends Omit<Fill, 'eligibility' | 'loseWeight' | 'claimDays' | 'sample'> {
  title: string;
  startsAt: Dayjs;
  endsAt: Dayjs;
  eligibility: { phoneRequired: boolean; minPoints: number };
  loseWeight: number;
  claimDays: number;
  sample: boolean;
  media?: MediaItem[];
}

/** A picked time as Beijing time, whatever the operator's computer is set to. */
export const beijing = (d: Dayjs) => `${d.format('YYYY-MM-DDTHH:mm:ss')}+08:00`;

/** A field the server named on a new campaign as the form's name path (`tasks[1].places[0]` → that task's places). */
export function newFieldPath(field: string): NamePath | null {
  const task = /^tasks\[(\d+)\]\.(task|chances|perDay|places)/.exec(field);
  if (task) return ['tasks', Number(task[1]), task[2]!];
  const part = /^(limits|eligibility)\.(\w+)$/.exec(field);
  if (part) return [part[1]!, part[2]!];
  if (field === 'startsAt' || field === 'endsAt' || field === 'loseWeight' || field === 'claimDays') return field;
  if (/^prizes\[\d+\]\.id$/.test(field)) return null;
  return fieldPath(field);
}

export function bodyOf(v: NewForm): NewCampaign {
  const shop = v.kind === 'shop';
  return {
    kind: v.kind,
    ...(v.kind === 'generic' ? { layout: v.layout ?? 1 } : {}),
    title: v.title.trim(),
    startsAt: beijing(v.startsAt),
    endsAt: beijing(v.endsAt),
    rules: v.rules,
    eligibility: { phoneRequired: !!v.eligibility.phoneRequired, minPoints: v.eligibility.minPoints ?? 0 },
    limits: v.limits,
    loseWeight: shop ? 0 : v.loseWeight,
    claimDays: v.claimDays,
    tasks: (v.tasks ?? []).map((t) => (t.task === 'place_checkin' ? { task: t.task, chances: t.chances, perDay: t.perDay, places: t.places ?? [] } : { task: t.task, chances: t.chances, perDay: t.perDay })),
    prizes: v.prizes.map((p) => ({ name: p.name.trim(), kind: p.kind, stock: p.stock, weight: shop ? 0 : (p.weight ?? 0), dailyCap: p.dailyCap ?? 0, price: shop ? (p.price ?? 1) : 0, ...(p.picture ? { picture: pictureOf(p.picture) } : {}) })),
    ...(v.festival ? { festival: { ...v.festival, lineup: v.festival.lineup.map((x) => ({ ...x, note: x.note ?? '' })) } } : {}),
    sample: !!v.sample,
    ...(v.media?.length ? { media: mediaOf(v.media) } : {}),
  };
}

/** Now on a Beijing clock, as the pickers show and send times, whatever the computer's zone. */
const beijingNow = () => dayjs().add(480 - dayjs().utcOffset(), 'minute');

/** The form's first values: the template's, a window from this minute (Beijing) for 30 days. */
export function startFrom(t: Template, now = beijingNow()): NewForm {
  const start = now.startOf('minute');
  const f = t.fill;
  return {
    ...f,
    title: '',
    startsAt: start,
    endsAt: start.add(30, 'day'),
    eligibility: { phoneRequired: f.eligibility?.phoneRequired ?? false, minPoints: f.eligibility?.minPoints ?? 0 },
    loseWeight: f.loseWeight ?? 0,
    claimDays: f.claimDays ?? 30,
    tasks: (f.tasks ?? []).map((x) => ({ ...x })),
    prizes: f.prizes.map((p) => ({ ...p })),
    sample: false,
    media: [],
  };
}

const whole = (min: number, what: string) => [{ required: true, message: `请填写${what}` }, { type: 'number' as const, min, max: 1000000, message: `${what}须为 ${min} 到 1000000` }];

export function NewCampaignDrawer({ template, onClose, onCreated }: { template: Template; onClose: () => void; onCreated?: (id: string) => void }) {
  const [form] = Form.useForm<NewForm>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [rest, setRest] = useState<string | null>(null);
  const shop = template.fill.kind === 'shop';
  const create = useMutation({
    mutationFn: (v: NewForm) => campaigns.create(bodyOf(v)),
    onMutate: () => setRest(null),
    onSuccess: (c) => {
      void message.success(`已保存为草稿：${c.title}`);
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      onCreated?.(c.id);
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.problems.length > 0) {
        const other: string[] = [];
        const marked = err.problems.flatMap((p) => {
          const name = newFieldPath(p.field);
          if (name === null) {
            other.push(p.message);
            return [];
          }
          return [{ name, errors: [p.message] }];
        });
        form.setFields(marked);
        if (marked.length) form.scrollToField(marked[0]!.name, { block: 'center' });
        setRest(other.length ? other.join('；') : null);
      } else {
        setRest(err instanceof Error ? err.message : '保存失败');
      }
    },
  });
  return (
    <Drawer
      open
      width="min(760px, 100vw)"
      title={`新建活动：${template.name}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            保存草稿
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="保存后是草稿，访客看不到；在活动列表里发布后才上线。" />
      {rest && <Alert type="error" showIcon role="alert" message={rest} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={startFrom(template)} onFinish={(v) => create.mutate(v)} scrollToFirstError>
        <Form.Item name="kind" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="title" label="活动名称" extra="访客在活动页和活动列表看到的名称" rules={[{ required: true, whitespace: true, message: '请填写活动名称' }, { max: 60, message: '最多 60 个字' }]}>
          <Input maxLength={60} placeholder={`例如：2026 ${template.name}`} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="startsAt" label="开始时间（北京时间）" rules={[{ required: true, message: '请选择开始时间' }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label="开始时间" />
          </Form.Item>
          <Form.Item
            name="endsAt"
            label="结束时间（北京时间）"
            dependencies={['startsAt']}
            rules={[
              { required: true, message: '请选择结束时间' },
              ({ getFieldValue }) => ({ validator: (_, v: Dayjs | undefined) => (!v || !getFieldValue('startsAt') || v.isAfter(getFieldValue('startsAt')) ? Promise.resolve() : Promise.reject(new Error('结束时间须晚于开始时间'))) }),
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" aria-label="结束时间" />
          </Form.Item>
        </Space>
        <Form.Item name="rules" label="活动规则" extra="访客在规则页看到的全文：怎样得机会、次数限制、领奖期限（最多 4000 字）" rules={[{ required: true, whitespace: true, message: '请填写活动规则' }, { max: 4000, message: '最多 4000 个字' }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={4000} />
        </Form.Item>
        <CampaignPhotos title={template.name} />
        {template.fill.kind === 'generic' && !template.fill.festival && (
          <Form.Item name="layout" label="活动页版式" extra="海报：整页海报与抽奖；任务列表：先列出获得抽奖机会的任务。">
            <Select
              options={[
                { value: 1, label: '海报' },
                { value: 2, label: '任务列表' },
              ]}
            />
          </Form.Item>
        )}
        <Typography.Title level={5}>参加条件与次数</Typography.Title>
        <Space wrap align="start">
          <Form.Item name={['eligibility', 'phoneRequired']} label="需手机号" valuePropName="checked" tooltip="只有用手机号登录的访客可以参加（实物奖品能联系到人）">
            <Switch aria-label="需手机号" />
          </Form.Item>
          <Form.Item name={['eligibility', 'minPoints']} label="最低积分" tooltip="积分余额达到这个数才能参加，0 表示不限" rules={whole(0, '最低积分')}>
            <InputNumber min={0} max={1000000} precision={0} aria-label="最低积分" />
          </Form.Item>
          <Form.Item name={['limits', 'perDay']} label={shop ? '每人每天兑换' : '每人每天抽奖'} tooltip="每位访客每天最多几次" rules={whole(1, '每天次数')}>
            <InputNumber min={1} max={1000000} precision={0} aria-label="每人每天次数" />
          </Form.Item>
          <Form.Item
            name={['limits', 'inAll']}
            label={shop ? '每人共兑换' : '每人共抽奖'}
            tooltip="整个活动期间每位访客最多几次，不能少于每天的次数"
            dependencies={[['limits', 'perDay']]}
            rules={[
              ...whole(1, '总次数'),
              ({ getFieldValue }) => ({ validator: (_, v: number | null) => (v == null || v >= (getFieldValue(['limits', 'perDay']) ?? 0) ? Promise.resolve() : Promise.reject(new Error('不能少于每天次数'))) }),
            ]}
          >
            <InputNumber min={1} max={1000000} precision={0} aria-label="每人总次数" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          {!shop && (
            <Form.Item name="loseWeight" label="不中奖权重" tooltip="抽到「谢谢参与」的权重，和奖品权重一起决定中奖率；0 表示每次都中（直到奖品发完）" rules={whole(0, '不中奖权重')}>
              <InputNumber min={0} max={1000000} precision={0} aria-label="不中奖权重" />
            </Form.Item>
          )}
          <Form.Item name="claimDays" label="领奖期限（天）" tooltip="中奖后这么多天内未发货或核销的奖品作废（1–3650）" rules={[{ required: true, message: '请填写领奖期限' }, { type: 'number', min: 1, max: 3650, message: '须为 1 到 3650 天' }]}>
            <InputNumber min={1} max={3650} precision={0} aria-label="领奖期限" />
          </Form.Item>
        </Space>
        {!shop && <TaskFields />}
        {template.fill.festival && <FestivalFields />}
        <PrizeFields shop={shop} />
        <Form.Item name="sample" label="示例活动" valuePropName="checked" extra="打开后活动页标注「示例活动：演示用，奖品不实际发放」。真实发奖的活动请保持关闭。">
          <Switch aria-label="示例活动" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
