// 奖品核销: staff who handle prizes (moderators, province admins) find a visitor's prize by
// its code — typed in any case, with or without the dash, or scanned from its QR code where
// the browser has BarcodeDetector — see it with its winner's delivery address, and mark it
// redeemed (handed over at a counter) or shipped with its tracking. GET prizes?code=,
// POST prizes/redeem {code}, POST prizes/ship {code, tracking}; the server's refusals shown.
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import type { Schemas } from '../api/client';
import { prizes } from '../api/prizes';
import { Refused } from '../layout/Refused';
import { codeFrom, qrDetector, shownCode } from './scan';
import { ScanModal } from './ScanModal';

export type StaffPrize = Schemas['MyPrize'];

export const PRIZE_STATES: Record<string, { label: string; color: string }> = {
  won: { label: '待领取', color: 'blue' },
  address_given: { label: '已填地址，待发货', color: 'gold' },
  shipped: { label: '已发货', color: 'green' },
  redeemed: { label: '已核销', color: 'green' },
  expired: { label: '已过期', color: 'default' },
};
const KINDS: Record<string, string> = { physical: '实物', coupon: '优惠券', points: '积分' };
const minute = (s?: string | null) => (s ? s.slice(0, 16).replace('T', ' ') : '');

function PrizeCard({ prize, onChanged }: { prize: StaffPrize; onChanged: (p: StaffPrize) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ tracking: string }>();
  const redeem = useMutation({
    mutationFn: () => prizes.redeem(prize.code),
    onSuccess: (p) => {
      void message.success('已核销');
      onChanged(p);
    },
  });
  const ship = useMutation({
    mutationFn: (tracking: string) => prizes.ship(prize.code, tracking),
    onSuccess: (p) => {
      void message.success('已标记发货');
      form.resetFields();
      onChanged(p);
    },
  });
  const state = PRIZE_STATES[prize.state] ?? { label: prize.state, color: 'default' };
  const open = prize.state === 'won' || prize.state === 'address_given';
  return (
    <Card type="inner" title={<Space>{prize.name}<Tag color={state.color} data-testid="prize-state">{state.label}</Tag></Space>} style={{ marginTop: 16 }}>
      <Refused error={redeem.error ?? ship.error} />
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="兑奖码">{prize.code}</Descriptions.Item>
        <Descriptions.Item label="类型">{KINDS[prize.kind] ?? prize.kind}{prize.pointsSpent > 0 ? `（${prize.pointsSpent} 积分兑换）` : ''}</Descriptions.Item>
        <Descriptions.Item label="活动">{prize.campaignTitle}</Descriptions.Item>
        <Descriptions.Item label="获得时间">{minute(prize.wonAt)}</Descriptions.Item>
        <Descriptions.Item label="领取期限">{minute(prize.expiresAt)}</Descriptions.Item>
        <Descriptions.Item label="处理时间">{minute(prize.redeemedAt ?? prize.shippedAt) || '—'}</Descriptions.Item>
        <Descriptions.Item label="收货信息" span={2}>
          {prize.address ? (
            <span data-testid="prize-address">
              {prize.address.name} {prize.address.mobile} {prize.address.address}
            </span>
          ) : prize.kind === 'physical' ? (
            <Typography.Text type="secondary">获奖人还没有填写收货地址</Typography.Text>
          ) : (
            <Typography.Text type="secondary">无需邮寄，现场核销</Typography.Text>
          )}
        </Descriptions.Item>
        {prize.tracking && <Descriptions.Item label="快递单号" span={2}>{prize.tracking}</Descriptions.Item>}
      </Descriptions>
      {open && (
        <Space align="start" wrap style={{ marginTop: 16 }}>
          <Button type="primary" loading={redeem.isPending} onClick={() => redeem.mutate()}>
            现场核销
          </Button>
          {prize.kind === 'physical' && (
            <Form form={form} layout="inline" onFinish={(v) => ship.mutate(v.tracking.trim())}>
              <Form.Item name="tracking" label="快递单号" rules={[{ required: true, whitespace: true, message: '请填写快递公司和单号' }, { max: 60, message: '最多 60 个字' }]}>
                <Input placeholder="如 顺丰 SF1234567890" style={{ width: 260 }} maxLength={60} />
              </Form.Item>
              <Form.Item>
                <Button htmlType="submit" loading={ship.isPending} disabled={prize.state !== 'address_given'}>
                  标记已发货
                </Button>
              </Form.Item>
            </Form>
          )}
        </Space>
      )}
    </Card>
  );
}

export default function PrizesPage() {
  const [form] = Form.useForm<{ code: string }>();
  const [prize, setPrize] = useState<StaffPrize | null>(null);
  const [scanning, setScanning] = useState(false);
  const canScan = qrDetector() !== null && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
  const find = useMutation({
    mutationFn: (code: string) => prizes.find(code),
    onMutate: () => setPrize(null),
    onSuccess: setPrize,
  });
  const lookUp = useCallback(
    (text: string) => {
      const code = codeFrom(text);
      form.setFieldsValue({ code: shownCode(code) });
      find.mutate(code);
    },
    // `find.mutate` is stable; `form` too.
    [form],
  );
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false);
      lookUp(text);
    },
    [lookUp],
  );
  return (
    <Card title="奖品核销" extra={<Typography.Text type="secondary">输入或扫描获奖人出示的兑奖码</Typography.Text>}>
      <Form form={form} layout="inline" onFinish={(v) => lookUp(v.code)}>
        <Form.Item name="code" label="兑奖码" rules={[{ required: true, whitespace: true, message: '请输入兑奖码' }]}>
          <Input placeholder="ABCDE-FGHJK（大小写、有无横线均可）" style={{ width: 300 }} maxLength={40} allowClear autoFocus />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={find.isPending}>
              查询
            </Button>
            {canScan && <Button onClick={() => setScanning(true)}>扫码</Button>}
          </Space>
        </Form.Item>
      </Form>
      {!canScan && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          这个浏览器不支持扫码，请直接输入兑奖码。
        </Typography.Paragraph>
      )}
      <div style={{ marginTop: 16 }}>
        <Refused error={find.error} />
      </div>
      {prize && <PrizeCard prize={prize} onChanged={setPrize} />}
      {scanning && <ScanModal onCode={onScanned} onClose={() => setScanning(false)} />}
    </Card>
  );
}
