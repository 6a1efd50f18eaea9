// 数据看板: page views by day, page, source (PV_FROM_CODE) and share code; top places and
// searches; searches that found nothing; reviews; corrections' time to answer. Each panel
// has its CSV (the same call with format=csv). Page views and searches have no region:
// province admins and analysts only; editors see their region's places, reviews, corrections.
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useGetIdentity } from '@refinedev/core';
import type { OperatorView, Query } from '../api/client';
import { dashboard, type Board, type BoardData, type BoardQuery } from '../api/dashboard';
import { can } from '../auth/roles';
import { errorText, Refused } from '../layout/Refused';
import { Chart, type ChartOption } from './Chart';

/** A wait in words: 3 小时 20 分, 2 天 4 小时. */
function duration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const m = Math.round(ms / 60_000);
  if (m < 60) return `${m} 分钟`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} 小时 ${m % 60} 分`;
  return `${Math.floor(h / 24)} 天 ${h % 24} 小时`;
}

function CsvButton({ path, query, name }: { path: Board; query: Query; name: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const text = await dashboard.csv(path, query as BoardQuery<typeof path>);
          const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
          const a = document.createElement('a');
          a.href = url;
          a.download = `${name}.csv`;
          a.click();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        } catch (e) {
          void message.error(errorText(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      CSV
    </Button>
  );
}

function bar(labels: string[], values: number[], horizontal = false): ChartOption {
  const cat = { type: 'category' as const, data: labels, axisLabel: { interval: 0, overflow: 'truncate' as const, width: 110 } };
  const val = { type: 'value' as const, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: horizontal ? 120 : 40, right: 16, top: 16, bottom: horizontal ? 24 : 60 },
    xAxis: horizontal ? val : { ...cat, axisLabel: { ...cat.axisLabel, rotate: 30 } },
    yAxis: horizontal ? { ...cat, inverse: true } : val,
    series: [{ type: 'bar', data: values, barMaxWidth: 28, itemStyle: { color: '#0b7a6b' } }],
  };
}

function Empty() {
  return <div style={{ padding: 24, textAlign: 'center', color: '#666' }}>这段时间没有数据</div>;
}

function Panel<B extends Board>({ title, path, query, children, span = 12 }: { title: string; path: B; query: Query & BoardQuery<B>; children: (data: BoardData<B>) => React.ReactNode; span?: number }) {
  const q = useQuery({ queryKey: ['dashboard', path, query], queryFn: () => dashboard.read(path, query) });
  return (
    <Col xs={24} xl={span}>
      <Card title={title} size="small" extra={<CsvButton path={path} query={query} name={`${path}-${query.by ?? ''}${query.empty ? 'empty' : ''}-${query.from}-${query.to}`} />} loading={q.isLoading}>
        <Refused error={q.error} />
        {q.data !== undefined && children(q.data)}
      </Card>
    </Col>
  );
}

export default function DashboardPage() {
  const { data: op } = useGetIdentity<OperatorView>();
  const province = can(op, 'provinceDashboard');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const [by, setBy] = useState<'page' | 'source' | 'share'>('page');
  const period = useMemo(() => ({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') }), [range]);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>时间</span>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            presets={[
              { label: '今天', value: [dayjs(), dayjs()] },
              { label: '近 7 天', value: [dayjs().subtract(6, 'day'), dayjs()] },
              { label: '近 30 天', value: [dayjs().subtract(29, 'day'), dayjs()] },
            ]}
          />
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        {province && (
          <Panel title="每日浏览量" path="pageviews" query={{ ...period, by: 'day' }} span={24}>
            {(d) => (
              <>
                <Statistic title="这段时间的浏览量" value={d.total} style={{ marginBottom: 8 }} />
                <Chart
                  label="每日浏览量"
                  option={{
                    tooltip: { trigger: 'axis' },
                    grid: { left: 48, right: 16, top: 16, bottom: 32 },
                    xAxis: { type: 'category', data: d.rows.map((r) => r.key) },
                    yAxis: { type: 'value', minInterval: 1 },
                    series: [{ type: 'line', showSymbol: d.rows.length <= 31, areaStyle: { opacity: 0.15 }, data: d.rows.map((r) => r.views), itemStyle: { color: '#0b7a6b' } }],
                  }}
                />
              </>
            )}
          </Panel>
        )}
        {province && (
          <Panel title={{ page: '浏览量：按页面', source: '浏览量：按来源（PV_FROM_CODE）', share: '浏览量：按分享码' }[by]} path="pageviews" query={{ ...period, by }}>
            {(d) => (
              <>
                <Segmented
                  size="small"
                  style={{ marginBottom: 8 }}
                  value={by}
                  onChange={(v) => setBy(v as typeof by)}
                  options={[
                    { value: 'page', label: '页面' },
                    { value: 'source', label: '来源' },
                    { value: 'share', label: '分享码' },
                  ]}
                />
                {!d.rows.length ? (
                  <Empty />
                ) : by === 'source' ? (
                  <Chart label="浏览量来源" option={{ tooltip: { trigger: 'item' }, legend: { bottom: 0 }, series: [{ type: 'pie', radius: ['35%', '65%'], data: d.rows.map((r) => ({ name: r.key || '（无）', value: r.views })) }] }} />
                ) : (
                  <Chart label="浏览量排行" option={bar(d.rows.slice(0, 15).map((r) => r.key || '（无）'), d.rows.slice(0, 15).map((r) => r.views), true)} height={360} />
                )}
              </>
            )}
          </Panel>
        )}
        <Panel title="热门场所" path="top-places" query={period}>
          {(d) => (d.rows.length ? <Chart label="热门场所" option={bar(d.rows.slice(0, 15).map((r) => r.name), d.rows.slice(0, 15).map((r) => r.views), true)} height={360} /> : <Empty />)}
        </Panel>
        {province && (
          <Panel title="热门搜索" path="searches" query={period}>
            {(d) => <Table size="small" rowKey="query" pagination={{ pageSize: 8 }} dataSource={d.rows} columns={[{ title: '搜索词', dataIndex: 'query' }, { title: '次数', dataIndex: 'searches', width: 80 }, { title: '无结果', dataIndex: 'empty', width: 80 }]} />}
          </Panel>
        )}
        {province && (
          <Panel title="无结果的搜索（内容缺口）" path="searches" query={{ ...period, empty: true }}>
            {(d) => <Table size="small" rowKey="query" pagination={{ pageSize: 8 }} dataSource={d.rows} columns={[{ title: '搜索词', dataIndex: 'query' }, { title: '次数', dataIndex: 'searches', width: 80 }]} />}
          </Panel>
        )}
        <Panel title="点评与评分" path="reviews" query={period}>
          {(d) => (
            <>
              <Row gutter={16}>
                <Col span={8}>
                  <Statistic title="写下的点评" value={d.total.written} />
                </Col>
                <Col span={8}>
                  <Statistic title="已发布" value={d.total.published} />
                </Col>
                <Col span={8}>
                  <Statistic title="平均星级" value={d.total.average} precision={1} />
                </Col>
              </Row>
              <Chart label="星级分布" height={220} option={bar(['1 星', '2 星', '3 星', '4 星', '5 星'], d.total.stars)} />
            </>
          )}
        </Panel>
        <Panel title="纠错答复用时" path="corrections" query={period}>
          {(d) => (
            <>
              <Row gutter={16}>
                <Col span={6}>
                  <Statistic title="收到" value={d.total.received} />
                </Col>
                <Col span={6}>
                  <Statistic title="已答复" value={d.total.answered} />
                </Col>
                <Col span={6}>
                  <Statistic title="中位用时" value={duration(d.total.medianMs)} />
                </Col>
                <Col span={6}>
                  <Statistic title="90% 用时" value={duration(d.total.p90Ms)} />
                </Col>
              </Row>
              <Statistic title="现在待答复" value={d.openNow} style={{ marginTop: 12 }} />
              <Chart
                label="每日纠错"
                height={200}
                option={{
                  tooltip: { trigger: 'axis' },
                  legend: { bottom: 0 },
                  grid: { left: 40, right: 16, top: 16, bottom: 48 },
                  xAxis: { type: 'category', data: d.days.map((x) => x.day) },
                  yAxis: { type: 'value', minInterval: 1 },
                  series: [
                    { name: '收到', type: 'bar', barMaxWidth: 16, data: d.days.map((x) => x.received), itemStyle: { color: '#7cc4b5' } },
                    { name: '已答复', type: 'bar', barMaxWidth: 16, data: d.days.map((x) => x.answered), itemStyle: { color: '#0b7a6b' } },
                  ],
                }}
              />
            </>
          )}
        </Panel>
      </Row>
    </Space>
  );
}
