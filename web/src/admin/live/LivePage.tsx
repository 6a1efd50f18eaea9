// 实时信息: a crowd level for a scenic spot (POST live/crowd), checked as the key-based live
// ingest checks it, and notices on a city's live pages (POST live/notice, GET live/notices,
// DELETE live/notice/{id}), each in the operator's region.
import { useGetIdentity } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Popconfirm, Radio, Row, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { OperatorView, Schemas } from '../api/client';
import { live, type CrowdLevel } from '../api/live';
import { regionLabel, useRegions } from '../api/regions';
import { Refused } from '../layout/Refused';
import { showFieldErrors } from '../operators/fieldErrors';

interface CrowdValues {
  place_id: string;
  level: CrowdLevel;
  observed_at: Dayjs;
  ttl_minutes: number;
}

interface NoticeValues {
  city_id: number;
  county_code?: string | null;
  text: string;
  ends_at: Dayjs;
}

function Notices() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data: op } = useGetIdentity<OperatorView>();
  const { data: cities } = useRegions();
  const [form] = Form.useForm<NoticeValues>();
  const [error, setError] = useState<string | null>(null);
  const cityId = Form.useWatch('city_id', form);
  const list = useQuery({ queryKey: ['live-notices'], queryFn: () => live.notices() });
  const post = useMutation({
    mutationFn: (v: NoticeValues) => live.notice({ city_id: v.city_id, county_code: v.county_code || null, text: v.text.trim(), ends_at: v.ends_at.format('YYYY-MM-DDTHH:mm:ssZ') }),
    onSuccess: (posted) => {
      setError(null);
      form.setFieldValue('text', '');
      // A county editor's notice waits for the city, like any content of theirs.
      void message.success(posted.state === 'submitted' ? '公告已提交，市级审核发布后显示' : '公告已发布');
      void qc.invalidateQueries({ queryKey: ['live-notices'] });
    },
    onError: (e) => setError(showFieldErrors(form, e, (f) => ['city_id', 'county_code', 'text', 'ends_at'].includes(f))),
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => live.removeNotice(id),
    onSuccess: (down) => {
      void message.success(down.state === 'submitted' ? '撤下已提交，市级审核后生效' : '公告已撤下');
      void qc.invalidateQueries({ queryKey: ['live-notices'] });
    },
  });
  const counties = cities?.find((c) => c.id === cityId)?.counties ?? [];
  // Editors post for their own city (and a county editor about their county).
  const initial = { city_id: op?.cityId ?? 1201, county_code: op?.countyCode ?? null, ends_at: dayjs().add(4, 'hour') };
  return (
    <Card title="实时公告" style={{ maxWidth: 960 }}>
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => post.mutate(v)} name="notice" key={op?.id ?? 0}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="city_id" label="城市" rules={[{ required: true, message: '请选择城市' }]}>
              <Select options={cities?.map((c) => ({ value: c.id, label: c.name }))} onChange={() => form.setFieldValue('county_code', null)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="county_code" label="区县" extra="不选则为全市">
              <Select allowClear options={counties.map((k) => ({ value: k.code, label: k.name }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="ends_at" label="显示到" rules={[{ required: true, message: '请选择结束时间' }]}>
              <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="text" label="公告内容" rules={[{ required: true, whitespace: true, message: '请输入公告内容' }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={post.isPending}>
          发布公告
        </Button>
      </Form>
      <Refused error={list.error ?? withdraw.error} />
      <Table<Schemas['LiveNotice']>
        style={{ marginTop: 24 }}
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '没有正在显示的公告' }}
        columns={[
          { title: '公告', dataIndex: 'text' },
          { title: '地区', key: 'region', width: 160, render: (_, n) => regionLabel(cities, n.city_id, n.county_code) },
          { title: '显示到', dataIndex: 'ends_at', width: 160, render: (t: string | null) => (t ? dayjs(t).format('YYYY-MM-DD HH:mm') : '撤下为止') },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, n) => (
              <Popconfirm title="撤下这条公告？" okText="撤下" cancelText="取消" onConfirm={() => withdraw.mutate(n.id)}>
                <Button size="small" danger>
                  撤下
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default function LivePage() {
  const { message } = App.useApp();
  const [crowdForm] = Form.useForm<CrowdValues>();
  const [crowdError, setCrowdError] = useState<string | null>(null);
  const crowd = useMutation({
    mutationFn: (v: CrowdValues) =>
      live.crowd({ place_id: v.place_id.trim(), level: v.level, observed_at: v.observed_at.format('YYYY-MM-DDTHH:mm:ssZ'), ttl_seconds: v.ttl_minutes * 60 }),
    onSuccess: () => {
      setCrowdError(null);
      void message.success('客流已更新，实时页面会立即显示');
    },
    onError: (e) => setCrowdError(showFieldErrors(crowdForm, e, (f) => ['place_id', 'level', 'observed_at'].includes(f))),
  });
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Card title="景区客流" style={{ maxWidth: 960 }}>
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
      <Col span={24} style={{ marginTop: 16 }}>
        <Notices />
      </Col>
    </Row>
  );
}
