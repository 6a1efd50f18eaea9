// Prizes (or a shop's goods) added in the campaign drawer: the form's `addPrizes` list. The
// server decides; the form checks only what it can know (the id's shape, not taken).
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Schemas } from '../api/client';
import { PRIZE_KINDS } from './labels';
import { PrizePicture } from './PrizePicture';

export type NewPrize = Schemas['NewPrizeBody'];

const ID = /^[a-z0-9-]{1,64}$/;

export function NewPrizes({ shop, taken }: { shop: boolean; taken: string[] }) {
  const fresh: NewPrize = { id: '', name: '', kind: shop ? 'physical' : 'coupon', stock: 0, weight: shop ? 0 : 1, dailyCap: 0, price: shop ? 1 : 0 };
  const kinds = Object.entries(PRIZE_KINDS)
    .filter(([k]) => !(shop && k === 'points'))
    .map(([value, label]) => ({ value, label }));
  return (
    <Form.List name="addPrizes">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f, i) => (
            <Card key={f.key} size="small" style={{ marginBottom: 12 }} title={`新${shop ? '商品' : '奖品'} ${i + 1}`} extra={<Button size="small" type="link" onClick={() => remove(f.name)}>不添加了</Button>}>
              <Space wrap align="start">
                <Form.Item
                  name={[f.name, 'id']}
                  label="编号"
                  tooltip="小写字母、数字或 -，活动内不重复，添加后不能改"
                  rules={[
                    { required: true, message: '请填写编号' },
                    { pattern: ID, message: '只能用小写字母、数字或 -' },
                    { validator: (_, v: string) => (taken.includes(v) ? Promise.reject(new Error('已有此编号')) : Promise.resolve()) },
                  ]}
                >
                  <Input maxLength={64} aria-label={`新奖品 ${i + 1} 编号`} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'name']} label="名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }, { max: 60, message: '最多 60 个字' }]}>
                  <Input maxLength={60} aria-label={`新奖品 ${i + 1} 名称`} style={{ width: 200 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'kind']} label="类型">
                  <Select options={kinds} aria-label={`新奖品 ${i + 1} 类型`} style={{ width: 100 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'stock']} label="库存" rules={[{ required: true, message: '请填写库存' }]}>
                  <InputNumber min={0} max={1000000} precision={0} aria-label={`新奖品 ${i + 1} 库存`} />
                </Form.Item>
                {shop ? (
                  <Form.Item name={[f.name, 'price']} label="积分价" rules={[{ required: true, message: '请填写积分价' }]}>
                    <InputNumber min={1} max={1000000} precision={0} aria-label={`新奖品 ${i + 1} 积分价`} />
                  </Form.Item>
                ) : (
                  <Form.Item name={[f.name, 'weight']} label="权重" rules={[{ required: true, message: '请填写权重' }]}>
                    <InputNumber min={0} max={1000000} precision={0} aria-label={`新奖品 ${i + 1} 权重`} />
                  </Form.Item>
                )}
                <Form.Item name={[f.name, 'dailyCap']} label="每日上限">
                  <InputNumber min={0} max={1000000} precision={0} aria-label={`新奖品 ${i + 1} 每日上限`} />
                </Form.Item>
              </Space>
              <PrizePicture name={[f.name, 'picture']} prize={`新${shop ? '商品' : '奖品'} ${i + 1}`} />
            </Card>
          ))}
          <Button onClick={() => add(fresh)} disabled={fields.length >= 20} block>
            添加{shop ? '商品' : '奖品'}
          </Button>
        </>
      )}
    </Form.List>
  );
}
