// 标记发货 on a winner's row: the carrier and waybill the winner is shown, sent with the prize's
// code to POST prizes/ship (prize staff); the server's refusal is shown under the input.
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Winner } from '../api/campaigns';
import { prizes } from '../api/prizes';

export function ShipButton({ winner, onShipped }: { winner: Winner; onShipped: () => void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ tracking: string }>();
  const ship = useMutation({
    mutationFn: (tracking: string) => prizes.ship(winner.code, tracking),
    onSuccess: () => {
      setOpen(false);
      onShipped();
    },
    onError: (err) => form.setFields([{ name: 'tracking', errors: [err instanceof Error ? err.message : '没有标记成功'] }]),
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`标记发货 ${winner.code}`}>
        标记发货
      </Button>
      <Modal
        open={open}
        title={`标记发货：${winner.prizeName}`}
        okText="标记已发货"
        cancelText="取消"
        confirmLoading={ship.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>
          兑奖码 {winner.code}，寄往 {[winner.name, winner.mobile, winner.address].filter(Boolean).join(' ')}
        </p>
        <Form form={form} layout="vertical" onFinish={(v) => ship.mutate(v.tracking.trim())}>
          <Form.Item name="tracking" label="快递公司和单号" extra="中奖者在「我的奖品」里看到" rules={[{ required: true, whitespace: true, message: '请填写快递公司和单号' }, { max: 60, message: '最多 60 个字' }]}>
            <Input maxLength={60} placeholder="例如：顺丰 SF1234567890" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
