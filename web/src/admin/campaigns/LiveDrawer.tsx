// 实时数据: a campaign's figures now (GET campaigns/{id}/live, read from the database on every
// call), asked again every 10 seconds while the drawer is open: participants, chances given,
// draws (or redemptions), wins, each prize's stock left and given, and draws and wins per day.
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Drawer, Row, Statistic, Table, Typography } from 'antd';
import { campaigns, type ConsoleCampaign, type LiveFigures } from '../api/campaigns';
import { Refused } from '../layout/Refused';

export const LIVE_REFRESH_MS = 10_000;

type LivePrize = LiveFigures['prizes'][number];
type LiveDay = LiveFigures['perDay'][number];

export function LiveDrawer({ campaign, onClose }: { campaign: ConsoleCampaign; onClose: () => void }) {
  const live = useQuery({ queryKey: ['campaign-live', campaign.id], queryFn: () => campaigns.live(campaign.id), refetchInterval: LIVE_REFRESH_MS });
  const f = live.data;
  const shop = campaign.kind === 'shop';
  const figures: [string, number | undefined][] = [
    ['参与人数', f?.participants],
    ...(shop ? [] : ([['发放机会', f?.chancesGiven], ['抽奖次数', f?.draws]] as [string, number | undefined][])),
    ...(shop ? ([['兑换次数', f?.redemptions]] as [string, number | undefined][]) : []),
    [shop ? '兑出商品' : '中奖数', f?.wins],
  ];
  return (
    <Drawer open width="min(760px, 100vw)" title={`实时数据：${campaign.title}`} onClose={onClose} destroyOnHidden>
      <Refused error={live.error} />
      <Typography.Paragraph type="secondary">每 10 秒自动刷新{f ? `，更新于 ${f.readAt.slice(11, 19)}` : ''}。</Typography.Paragraph>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {figures.map(([label, n]) => (
          <Col key={label} xs={12} sm={6}>
            <Card size="small">
              <Statistic title={label} value={n ?? '-'} loading={live.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={5}>{shop ? '商品' : '奖品'}</Typography.Title>
      <Table<LivePrize>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={f?.prizes ?? []}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '剩余', dataIndex: 'left', width: 90 },
          { title: '已发', dataIndex: 'given', width: 90 },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Typography.Title level={5}>每天（最近 30 天）</Typography.Title>
      <Table<LiveDay>
        rowKey="day"
        size="small"
        pagination={false}
        dataSource={f?.perDay ?? []}
        locale={{ emptyText: '还没有人抽奖' }}
        columns={[
          { title: '日期', dataIndex: 'day' },
          { title: shop ? '兑换' : '抽奖', dataIndex: 'draws', width: 90 },
          { title: shop ? '兑出' : '中奖', dataIndex: 'wins', width: 90 },
        ]}
      />
    </Drawer>
  );
}
