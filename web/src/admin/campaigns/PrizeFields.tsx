// The prizes of a new campaign (a shop's goods; the form's `prizes`): name, kind, stock, the
// weight of a draw's prize or the points price of a shop's goods, and the daily cap. The server
// gives them ids in order and names a refused one (`prizes[1].stock`). Each may carry a picture.
import { Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { PRIZE_KINDS } from './labels';
import { PrizePicture } from './PrizePicture';

export function PrizeFields({ shop }: { shop: boolean }) {
  const what = shop ? '商品' : '奖品';
  const kinds = Object.entries(PRIZE_KINDS)
    .filter(([k]) => !(shop && k === 'points'))
    .map(([value, label]) => ({ value, label }));
  return (
    <>
      <Typography.Title level={5}>{what}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {shop ? '访客用积分兑换；积分价至少 1。' : '权重越大越容易抽中，和「不中奖权重」一起决定中奖率。'}每日上限 0 表示不限。实物需要访客填写收货地址，券和积分现场或自动发放。
      </Typography.Paragraph>
      <Form.List name="prizes" rules={[{ validator: async (_, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(`至少一个${what}`))) }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((f, i) => (
              <Card
                key={f.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`${what} ${i + 1}`}
                extra={
                  fields.length > 1 && (
                    <Button size="small" type="link" danger onClick={() => remove(f.name)} aria-label={`删除${what} ${i + 1}`}>
                      删除
                    </Button>
                  )
                }
              >
                <Space wrap align="start">
                  <Form.Item name={[f.name, 'name']} label="名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }, { max: 60, message: '最多 60 个字' }]}>
                    <Input maxLength={60} aria-label={`${what} ${i + 1} 名称`} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'kind']} label="类型">
                    <Select options={kinds} aria-label={`${what} ${i + 1} 类型`} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'stock']} label="库存" rules={[{ required: true, message: '请填写库存' }]}>
                    <InputNumber min={0} max={1000000} precision={0} aria-label={`${what} ${i + 1} 库存`} />
                  </Form.Item>
                  {shop ? (
                    <Form.Item name={[f.name, 'price']} label="积分价" rules={[{ required: true, message: '请填写积分价' }]}>
                      <InputNumber min={1} max={1000000} precision={0} aria-label={`${what} ${i + 1} 积分价`} />
                    </Form.Item>
                  ) : (
                    <Form.Item name={[f.name, 'weight']} label="权重" rules={[{ required: true, message: '请填写权重' }]}>
                      <InputNumber min={0} max={1000000} precision={0} aria-label={`${what} ${i + 1} 权重`} />
                    </Form.Item>
                  )}
                  <Form.Item name={[f.name, 'dailyCap']} label="每日上限" tooltip="每天最多发出几件，0 表示不限">
                    <InputNumber min={0} max={1000000} precision={0} aria-label={`${what} ${i + 1} 每日上限`} />
                  </Form.Item>
                </Space>
                <PrizePicture name={[f.name, 'picture']} prize={`${what} ${i + 1}`} />
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button onClick={() => add({ name: '', kind: shop ? 'physical' : 'coupon', stock: 10, weight: shop ? 0 : 10, dailyCap: 0, price: shop ? 100 : 0 })} disabled={fields.length >= 20} block style={{ marginBottom: 16 }}>
              添加{what}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
