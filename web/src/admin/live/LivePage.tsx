// 实时信息: a crowd level for a scenic spot (POST live/crowd) and a notice for the live
// province pages (POST live/notice), checked as the key-based live ingest checks them.
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../api/client';
import { useRegions } from '../api/regions';
import { showFieldErrors } from '../operators/fieldErrors';

interface CrowdValues {
  place_id: string;
  level: string;
  observed_at: Dayjs;
  ttl_minutes: number;
}

interface NoticeValues {
  city_id?: number;
  title: string;
  body: string;
  ttl_minutes: number;
}

export default function LivePage() {
  const { message } = App.useApp();
  const { data: cities } = useRegions();
  const [crowdForm] = Form.useForm<CrowdValues>();
  const [noticeForm] = Form.useForm<NoticeValues>();
  const [crowdError, setCrowdError] = useState<string | null>(null);
  const [noticeError, setNoticeError] = useState<string | null>(null);
  const crowd = useMutation({
    mutationFn: (v: CrowdValues) =>
      api.post('live/crowd', { place_id: v.place_id.trim(), level: v.level, observed_at: v.observed_at.format('YYYY-MM-DDTHH:mm:ssZ'), ttl_seconds: v.ttl_minutes * 60 }),
    onSuccess: () => {
      setCrowdError(null);
      void message.success('客流已更新，实时页面会立即显示');
    },
    onError: (e) => setCrowdError(showFieldErrors(crowdForm, e, (f) => ['place_id', 'level', 'observed_at'].includes(f))),
  });
  const notice = useMutation({
    mutationFn: (v: NoticeValues) => api.post('live/notice', { city_id: v.city_id ?? null, title: v.title.trim(), body: v.body.trim(), ttl_seconds: v.ttl_minutes * 60 }),
    onSuccess: () => {
      setNoticeError(null);
      noticeForm.resetFields();
      void message.success('公告已发布');
    },
    onError: (e) => setNoticeError(showFieldErrors(noticeForm, e, (f) => ['city_id', 'title', 'body'].includes(f))),
  });
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Card title="景区客流">
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
      <Col xs={24} xl={12}>
        <Card title="实时公告">
          {noticeError && <Alert type="error" showIcon role="alert" message={noticeError} style={{ marginBottom: 16 }} />}
          <Form form={noticeForm} layout="vertical" initialValues={{ ttl_minutes: 240 }} onFinish={(v) => notice.mutate(v)} name="notice">
            <Form.Item name="city_id" label="城市" extra="不选则为全省公告">
              <Select allowClear options={cities?.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
            <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
              <Input maxLength={40} showCount />
            </Form.Item>
            <Form.Item name="body" label="内容" rules={[{ required: true, whitespace: true, message: '请输入内容' }]}>
              <Input.TextArea autoSize={{ minRows: 3 }} maxLength={300} showCount />
            </Form.Item>
            <Form.Item name="ttl_minutes" label="有效时长（分钟）" rules={[{ required: true }]}>
              <InputNumber min={1} max={10080} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={notice.isPending}>
              发布公告
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
