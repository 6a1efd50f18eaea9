// 数据看板: page views by day, page, source (PV_FROM_CODE) and share code; top places and
// searches; searches that found nothing; reviews; corrections' time to answer. Each panel
// has its CSV (the same call with format=csv). Scoped editors see their own region.
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { api, rowsOf, type Query } from '../api/client';
import { errorText, Refused } from '../layout/Refused';
import { Chart, type ChartOption } from './Chart';

type Row = Record<string, unknown>;

/** The label and number of a row, whatever the API calls them. */
function pair(r: Row): [string, number] {
  const label = r.key ?? r.label ?? r.day ?? r.page ?? r.source ?? r.share ?? r.name ?? r.title ?? r.query ?? r.placeName ?? r.placeId ?? '';
  const value = r.count ?? r.views ?? r.value ?? r.total ?? r.pv ?? 0;
  return [String(label), Number(value)];
}

function usePanel(path: string, query: Query) {
  return useQuery({ queryKey: ['dashboard', path, query], queryFn: async () => rowsOf<Row>(await api.get<unknown>(`dashboard/${path}`, query)).rows });
}

function CsvButton({ path, query, name }: { path: string; query: Query; name: string }) {
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
          const text = await api.csv(`dashboard/${path}`, query);
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

function bar(rows: Row[], horizontal = false): ChartOption {
  const data = rows.map(pair);
  const cat = { type: 'category' as const, data: data.map(([l]) => l), axisLabel: { interval: 0, overflow: 'truncate' as const, width: 110 } };
  const val = { type: 'value' as const };
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: horizontal ? 120 : 40, right: 16, top: 16, bottom: horizontal ? 24 : 60 },
    xAxis: horizontal ? val : { ...cat, axisLabel: { ...cat.axisLabel, rotate: 30 } },
    yAxis: horizontal ? { ...cat, inverse: true } : val,
    series: [{ type: 'bar', data: data.map(([, v]) => v), itemStyle: { color: '#0b7a6b' } }],
  };
}

function Panel({ title, path, query, children, span = 12 }: { title: string; path: string; query: Query; children: (rows: Row[]) => React.ReactNode; span?: number }) {
  const q = usePanel(path, query);
  return (
    <Col xs={24} xl={span}>
      <Card title={title} size="small" extra={<CsvButton path={path} query={query} name={`${path.replace('/', '-')}-${query.by ?? ''}-${query.from}-${query.to}`} />} loading={q.isLoading}>
        <Refused error={q.error} />
        {q.data && (q.data.length ? children(q.data) : <div style={{ padding: 24, textAlign: 'center', color: '#999' }}>这段时间没有数据</div>)}
      </Card>
    </Col>
  );
}

export default function DashboardPage() {
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
        <Panel title="每日浏览量" path="pageviews" query={{ ...period, by: 'day' }} span={24}>
          {(rows) => (
            <>
              <Statistic title="合计" value={rows.reduce((n, r) => n + pair(r)[1], 0)} style={{ marginBottom: 8 }} />
              <Chart
                label="每日浏览量"
                option={{
                  tooltip: { trigger: 'axis' },
                  grid: { left: 48, right: 16, top: 16, bottom: 32 },
                  xAxis: { type: 'category', data: rows.map((r) => pair(r)[0]) },
                  yAxis: { type: 'value' },
                  series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: rows.map((r) => pair(r)[1]), itemStyle: { color: '#0b7a6b' } }],
                }}
              />
            </>
          )}
        </Panel>
        <Col span={24}>
          <Segmented
            value={by}
            onChange={(v) => setBy(v as typeof by)}
            options={[
              { value: 'page', label: '按页面' },
              { value: 'source', label: '按来源' },
              { value: 'share', label: '按分享码' },
            ]}
          />
        </Col>
        <Panel title={{ page: '浏览量：页面', source: '浏览量：来源（PV_FROM_CODE）', share: '浏览量：分享码' }[by]} path="pageviews" query={{ ...period, by }}>
          {(rows) =>
            by === 'source' ? (
              <Chart label="浏览量来源" option={{ tooltip: { trigger: 'item' }, legend: { bottom: 0 }, series: [{ type: 'pie', radius: ['35%', '65%'], data: rows.map((r) => ({ name: pair(r)[0], value: pair(r)[1] })) }] }} />
            ) : (
              <Chart label="浏览量排行" option={bar(rows.slice(0, 15), true)} height={360} />
            )
          }
        </Panel>
        <Panel title="热门场所" path="top-places" query={period}>
          {(rows) => <Chart label="热门场所" option={bar(rows.slice(0, 15), true)} height={360} />}
        </Panel>
        <Panel title="热门搜索" path="searches" query={period}>
          {(rows) => <Table size="small" rowKey={(r) => pair(r)[0]} pagination={{ pageSize: 10 }} dataSource={rows} columns={[{ title: '搜索词', key: 'q', render: (_, r) => pair(r)[0] }, { title: '次数', key: 'n', width: 80, render: (_, r) => pair(r)[1] }]} />}
        </Panel>
        <Panel title="无结果的搜索（内容缺口）" path="searches" query={{ ...period, empty: true }}>
          {(rows) => <Table size="small" rowKey={(r) => pair(r)[0]} pagination={{ pageSize: 10 }} dataSource={rows} columns={[{ title: '搜索词', key: 'q', render: (_, r) => pair(r)[0] }, { title: '次数', key: 'n', width: 80, render: (_, r) => pair(r)[1] }]} />}
        </Panel>
        <Panel title="点评与评分" path="reviews" query={period}>
          {(rows) => <Chart label="点评与评分" option={bar(rows)} />}
        </Panel>
        <Panel title="纠错答复用时" path="corrections" query={period}>
          {(rows) => <Table size="small" rowKey={(r, i) => `${pair(r)[0]}-${i}`} pagination={false} dataSource={rows} columns={Object.keys(rows[0] ?? {}).map((k) => ({ title: k, dataIndex: k, render: (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v ?? '')) }))} />}
        </Panel>
      </Row>
    </Space>
  );
}
