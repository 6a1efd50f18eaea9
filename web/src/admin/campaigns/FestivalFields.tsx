// A festival's programme in the campaign drawers (the form's `festival`): venue places (picked by name), the
// way there, stages, days and the line-up, one row a set. The server checks it by the rules
// the load uses and names the broken field (`festival.lineup[2].stage`), which the drawer
// marks on that input.
import { Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { Schemas } from '../api/client';
import { PlacePicker } from './PlacePicker';

export type Festival = Schemas['Festival'];
type FestivalSet = Schemas['FestivalSet'];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockRules = (what: string) => [
  { required: true, message: `请填写${what}` },
  { pattern: CLOCK, message: '格式为 HH:MM' },
];

export function FestivalFields() {
  const form = Form.useFormInstance();
  const stages: string[] = Form.useWatch(['festival', 'stages'], form) ?? [];
  const days: number = Form.useWatch(['festival', 'days'], form) ?? 1;
  const fresh = (): FestivalSet => ({ artist: '', note: '', day: 1, stage: stages[0] ?? '', start: '19:00', end: '20:00' });
  return (
    <>
      <Typography.Title level={5}>音乐节节目单</Typography.Title>
      <Typography.Paragraph type="secondary">访客在 actives/suichang 看到的阵容、日程、场地与交通。演出者为示例时请在名字后注明（示例）。</Typography.Paragraph>
      <Form.Item name={['festival', 'places']} label="场地（第一个为主场地，最多 4 个）" rules={[{ required: true, message: '至少一个地点' }]}>
        <PlacePicker label="场地" max={4} />
      </Form.Item>
      <Form.Item name={['festival', 'gettingThere']} label="交通指引" rules={[{ required: true, whitespace: true, message: '请填写交通指引' }, { max: 500, message: '最多 500 个字' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name={['festival', 'stages']} label="舞台（最多 6 个）" rules={[{ required: true, message: '至少一个舞台' }]}>
          <Select mode="tags" maxCount={6} style={{ minWidth: 320 }} aria-label="舞台" />
        </Form.Item>
        <Form.Item name={['festival', 'days']} label="天数" rules={[{ required: true, message: '请填写天数' }]}>
          <InputNumber min={1} max={14} precision={0} aria-label="天数" />
        </Form.Item>
      </Space>
      <Form.List name={['festival', 'lineup']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Card key={f.key} size="small" style={{ marginBottom: 8 }} title={`第 ${i + 1} 场`} extra={<Button size="small" type="link" danger onClick={() => remove(f.name)} aria-label={`删除第 ${i + 1} 场`}>删除</Button>}>
                <Space wrap align="start">
                  <Form.Item name={[f.name, 'artist']} label="演出者" rules={[{ required: true, whitespace: true, message: '请填写演出者' }, { max: 40, message: '最多 40 个字' }]}>
                    <Input maxLength={40} aria-label={`第 ${i + 1} 场 演出者`} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'note']} label="介绍" rules={[{ max: 60, message: '最多 60 个字' }]}>
                    <Input maxLength={60} aria-label={`第 ${i + 1} 场 介绍`} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'day']} label="第几天">
                    <Select aria-label={`第 ${i + 1} 场 第几天`} style={{ width: 90 }} options={Array.from({ length: days }, (_, d) => ({ value: d + 1, label: `第 ${d + 1} 天` }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'stage']} label="舞台" rules={[{ required: true, message: '请选择舞台' }]}>
                    <Select aria-label={`第 ${i + 1} 场 舞台`} style={{ width: 120 }} options={stages.map((s) => ({ value: s, label: s }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'start']} label="开始" rules={clockRules('开始时间')}>
                    <Input aria-label={`第 ${i + 1} 场 开始`} style={{ width: 80 }} maxLength={5} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'end']} label="结束" rules={clockRules('结束时间')}>
                    <Input aria-label={`第 ${i + 1} 场 结束`} style={{ width: 80 }} maxLength={5} />
                  </Form.Item>
                </Space>
              </Card>
            ))}
            <Button onClick={() => add(fresh())} disabled={fields.length >= 80} block style={{ marginBottom: 16 }}>
              添加一场演出
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
