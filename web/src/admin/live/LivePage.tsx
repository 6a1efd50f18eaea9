// 实时信息: a crowd level for a scenic spot (POST live/crowd), checked as the key-based live
// ingest checks it, for a place in the operator's region. (Live notices have no API yet.)
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../api/client';
import { showFieldErrors } from '../operators/fieldErrors';

interface CrowdValues {
  place_id: string;
  level: string;
  observed_at: Dayjs;
  ttl_minutes: number;
}

export default function LivePage() {
  const { message } = App.useApp();
  const [crowdForm] = Form.useForm<CrowdValues>();
  const [crowdError, setCrowdError] = useState<string | null>(null);
  const crowd = useMutation({
    mutationFn: (v: CrowdValues) =>
      api.post('live/crowd', { place_id: v.place_id.trim(), level: v.level, observed_at: v.observed_at.format('YYYY-MM-DDTHH:mm:ssZ'), ttl_seconds: v.ttl_minutes * 60 }),
    onSuccess: () => {
      setCrowdError(null);
      void message.success('客流已更新，实时页面会立即显示');
    },
    onError: (e) => setCrowdError(showFieldErrors(crowdForm, e, (f) => ['place_id', 'level', 'observed_at'].includes(f))),
  });
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Card title="景区客流" style={{ maxWidth: 720 }}>
          {crowdError && <Alert type="error" showIcon role="alert" message={crowdError} style={{ marginBottom: 16 }} />}
          <Form form={crowdForm} layout="vertical" initialValues={{ level: '舒适', ttl_minutes: 120, observed_at: dayjs() }} onFinish={(v) => crowd.mutate(v)} name="crowd">
            <Form.Item name="place_id" label="景区编号" rules={[{ required: true, message: '请输入景区编号' }]} extra="如 scenic-hz-xihu（在内容 › 场所里可查）">
              <Input />
            </Form.Item>
            <Form.Item name="level" label="客流" rules={[{ required: true }]}>
              <Radio.Group optionType="button" options={['舒适', '较多', '拥挤']} />
            </Form.Item>
            <Form.Item name="observed_at" label="观测时间" rules={[{ required: true }]}>
              <DatePicker showTime format="YYYY-MM-DD HH:mm" />
            </Form.Item>
            <Form.Item name="ttl_minutes" label="有效时长（分钟）" rules={[{ required: true }]} extra="1–360 分钟，过后显示为未知">
              <InputNumber min={1} max={360} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={crowd.isPending}>
              发布客流
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
