// 获奖名单: one campaign's winners a page at a time, newest first (GET campaigns/{id}/winners),
// with the delivery details as the server shows them to this reader (whole for prize staff,
// masked for the editor who made it); 标记发货 for prize staff; 导出 CSV downloads every winner
// (winners.csv, each export audited on the server).
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity } from '@refinedev/core';
import { Alert, App, Button, Drawer, Grid, List, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorView } from '../api/client';
import { campaigns, type ConsoleCampaign, type Winner } from '../api/campaigns';
import { can } from '../auth/roles';
import { Refused } from '../layout/Refused';
import { PRIZE_STATES } from './labels';
import { ShipButton } from './ShipButton';

const SIZE = 20;
const minute = (s?: string | null) => (s ? s.slice(0, 16).replace('T', ' ') : '');

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CsvButton({ campaign }: { campaign: ConsoleCampaign }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          download(`${campaign.title}-获奖名单.csv`, await campaigns.winnersCsv(campaign.id));
        } catch (e) {
          void message.error(e instanceof Error ? e.message : '导出失败');
        } finally {
          setBusy(false);
        }
      }}
    >
      导出 CSV
    </Button>
  );
}

export function WinnersDrawer({ campaign, onClose }: { campaign: ConsoleCampaign; onClose: () => void }) {
  const { data: op } = useGetIdentity<OperatorView>();
  const [page, setPage] = useState(1);
  const qc = useQueryClient();
  const key = ['campaign-winners', campaign.id, page];
  const winners = useQuery({ queryKey: key, queryFn: () => campaigns.winners(campaign.id, { page, size: SIZE }) });
  const ships = can(op, 'prizes');
  const masked = winners.data?.list.some((w) => w.contactMasked);
  const shipped = () => void qc.invalidateQueries({ queryKey: ['campaign-winners', campaign.id] });
  const mayShip = (w: Winner) => ships && w.prizeKind === 'physical' && w.state === 'address_given';
  const contact = (w: Winner) => (w.name || w.address ? [w.name, w.mobile, w.address].filter(Boolean).join(' ') : <span style={{ color: '#666' }}>未填写</span>);
  const state = (s: string) => <Tag color={PRIZE_STATES[s]?.color}>{PRIZE_STATES[s]?.label ?? s}</Tag>;
  const pagination = { current: page, pageSize: SIZE, total: winners.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (n: number) => `共 ${n} 条` };
  // On a phone each winner is a card: a table of eight columns would only show its first three.
  const narrow = Grid.useBreakpoint().xs === true;
  return (
    <Drawer open width="min(1100px, 100vw)" title={`获奖名单：${campaign.title}`} onClose={onClose} destroyOnHidden extra={<CsvButton campaign={campaign} />}>
      <Refused error={winners.error} />
      {masked && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="收货信息已按你的角色隐去部分内容；奖品核销人员可看到完整信息并发货。" />}
      {narrow ? (
        <List<Winner>
          loading={winners.isLoading}
          dataSource={winners.data?.list ?? []}
          locale={{ emptyText: '还没有人中奖' }}
          pagination={pagination}
          renderItem={(w) => (
            <List.Item key={w.id} style={{ display: 'block' }}>
              <Space direction="vertical" size={4} style={{ width: '100%' }}>
                <Space wrap size={6}>
                  <strong>{w.prizeName}</strong>
                  {state(w.state)}
                </Space>
                <code>{w.code}</code>
                <Typography.Text type="secondary">
                  {w.winner} · {minute(w.wonAt)}
                </Typography.Text>
                <span>收货：{contact(w)}</span>
                {w.tracking && <span>物流：{w.tracking}</span>}
                {mayShip(w) && <ShipButton winner={w} onShipped={shipped} />}
              </Space>
            </List.Item>
          )}
        />
      ) : (
      <Table<Winner>
        rowKey="id"
        size="small"
        loading={winners.isLoading}
        dataSource={winners.data?.list ?? []}
        locale={{ emptyText: '还没有人中奖' }}
        scroll={{ x: 900 }}
        pagination={pagination}
        columns={[
          { title: '兑奖码', dataIndex: 'code', width: 120, render: (c: string) => <code>{c}</code> },
          { title: '奖品', dataIndex: 'prizeName', width: 160 },
          { title: '状态', dataIndex: 'state', width: 130, render: state },
          { title: '中奖者', dataIndex: 'winner', width: 90 },
          { title: '中奖时间', dataIndex: 'wonAt', width: 140, render: minute },
          {
            title: '收货信息',
            key: 'contact',
            render: (_, w) => contact(w),
          },
          { title: '物流', key: 'tracking', width: 150, render: (_, w) => (w.tracking ? <span>{w.tracking}<br /><small>{minute(w.shippedAt)}</small></span> : '') },
          ...(ships
            ? [
                {
                  title: '操作',
                  key: 'ship',
                  width: 100,
                  render: (_: unknown, w: Winner) => (mayShip(w) ? <ShipButton winner={w} onShipped={shipped} /> : null),
                },
              ]
            : []),
        ]}
      />
      )}
    </Drawer>
  );
}
