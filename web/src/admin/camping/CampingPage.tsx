// 露营报名: the camping events this operator answers for with their seats, and one event's
// sign-ups (party, contact number, when made or cancelled). The server decides who sees what
// (docs/CAMPING.md): the organiser the numbers in full, each read audited; a county editor
// masked. The page says which, so nobody mistakes a masked number for a typo. The organiser
// may cancel a live sign-up (seats freed and logged on the server).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { camping, type ConsoleCampingEvent, type ConsoleSignup, type ConsoleSignups } from '../api/camping';
import { Refused, errorText } from '../layout/Refused';

export type { ConsoleCampingEvent, ConsoleSignup, ConsoleSignups };
export type EventState = ConsoleCampingEvent['state'];

export const STATE: Record<EventState, { label: string; color: string }> = {
  open: { label: '报名中', color: 'green' },
  full: { label: '已满', color: 'orange' },
  closed: { label: '报名截止', color: 'blue' },
  ended: { label: '已结束', color: 'default' },
};

const PAGE_SIZE = 50;
const minute = (s: string) => s.slice(0, 16).replace('T', ' ');
const days = (e: ConsoleCampingEvent) => (e.starts === e.ends ? e.starts : `${e.starts} 至 ${e.ends}`);

function Signups({ event, onClose }: { event: ConsoleCampingEvent; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['camping-signups', event.id, page],
    queryFn: () => camping.signups(event.id, page, PAGE_SIZE),
  });
  const shown = q.data?.event ?? event;
  const qc = useQueryClient();
  const { message } = App.useApp();
  // The organiser's cancel: the server frees the seats and logs it; both lists reload.
  const cancel = useMutation({
    mutationFn: (s: ConsoleSignup) => camping.cancel(event.id, String(s.id)),
    onSuccess: (r) => {
      void message.success(`已取消，${r.signup.party} 个名额已释放`);
      void qc.invalidateQueries({ queryKey: ['camping-signups', event.id] });
      void qc.invalidateQueries({ queryKey: ['camping-events'] });
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const organiser = shown.phones === 'full' && shown.state !== 'ended';
  return (
    <Drawer open width={720} title={`报名名单：${event.title}`} onClose={onClose} destroyOnClose>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text>
          {shown.placeName}（{shown.countyName}）· {days(shown)} · 已报 <strong>{shown.seatsTaken}</strong> 人 / 共 {shown.capacity} 个名额，剩余 {shown.seatsLeft}
        </Typography.Text>
        {shown.phones === 'full' ? (
          <Alert
            type="warning"
            showIcon
            message="联系电话是报名者的个人信息，只用于联系本次活动（天气、集合地点）。每次查看完整号码都会记入操作日志。"
          />
        ) : (
          <Alert type="info" showIcon message="您的角色只能看到隐去中间四位的号码；完整号码由活动所在城市的编辑或省级管理员查看。" />
        )}
        <Refused error={q.error} />
        <Table<ConsoleSignup>
          rowKey="id"
          size="small"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: '还没有人报名' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: '人数', dataIndex: 'party', width: 70, render: (n: number) => `${n} 人` },
            { title: '联系电话', dataIndex: 'phone', render: (p: string) => <span data-phone>{p}</span> },
            { title: '报名时间', dataIndex: 'createdAt', width: 150, render: minute },
            {
              title: '状态',
              key: 'state',
              width: 220,
              render: (_, s) =>
                s.state === 'active' ? (
                  <Tag color="green">有效</Tag>
                ) : (
                  <span style={{ whiteSpace: 'nowrap' }}>
                    <Tag>已取消</Tag>
                    {s.cancelledAt ? minute(s.cancelledAt) : ''}
                  </span>
                ),
            },
            ...(organiser
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    width: 100,
                    render: (_: unknown, s: ConsoleSignup) =>
                      s.state === 'active' ? (
                        <Popconfirm
                          title={`取消这条 ${s.party} 人的报名？`}
                          description="名额会释放给其他人，报名者会在“我的报名”里看到已取消。请先电话告知对方。"
                          okText="取消报名"
                          cancelText="不取消"
                          onConfirm={() => cancel.mutateAsync(s).catch(() => undefined)}
                        >
                          <Button size="small" danger loading={cancel.isPending && cancel.variables?.id === s.id} aria-label={`取消报名 ${s.phone}`}>
                            取消报名
                          </Button>
                        </Popconfirm>
                      ) : null,
                  },
                ]
              : []),
          ]}
        />
      </Space>
    </Drawer>
  );
}

export default function CampingPage() {
  const [open, setOpen] = useState<ConsoleCampingEvent | null>(null);
  const list = useQuery({ queryKey: ['camping-events'], queryFn: () => camping.events() });
  return (
    <Card title="露营报名" extra={<Typography.Text type="secondary">您负责地区的露营活动，最早开始的在前</Typography.Text>}>
      <Refused error={list.error} />
      {/* Refused: the alert alone, not an empty list that reads as "no events here". */}
      {!list.error && (
        <Table<ConsoleCampingEvent>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: '您负责的地区还没有露营活动' }}
          pagination={false}
          columns={[
            {
              title: '活动',
              key: 'title',
              render: (_, e) => (
                <Space direction="vertical" size={2}>
                  <strong>{e.title}</strong>
                  <Typography.Text type="secondary">
                    {e.placeName}
                    {e.countyName ? `（${e.countyName}）` : ''}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: '日期', key: 'days', width: 130, render: (_, e) => <span>{e.starts}<br />至 {e.ends}</span> },
            { title: '报名截止', dataIndex: 'signupUntil', width: 110 },
            { title: '状态', dataIndex: 'state', width: 100, render: (s: EventState) => <Tag color={STATE[s]?.color}>{STATE[s]?.label ?? s}</Tag> },
            {
              title: '名额（已报 / 剩余 / 共）',
              key: 'seats',
              width: 190,
              render: (_, e) => (
                <span data-seats={e.id}>
                  已报 <strong>{e.seatsTaken}</strong> / 剩余 {e.seatsLeft} / 共 {e.capacity}
                </span>
              ),
            },
            { title: '报名组数', dataIndex: 'signups', width: 90 },
            {
              title: '操作',
              key: 'actions',
              width: 110,
              render: (_, e) => (
                <Button size="small" onClick={() => setOpen(e)} aria-label={`查看报名 ${e.title}`}>
                  查看报名
                </Button>
              ),
            },
          ]}
        />
      )}
      {open && <Signups event={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
