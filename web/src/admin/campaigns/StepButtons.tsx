// A campaign's steps the operator may take now (steps.ts), each after a confirmation: 发布 (or
// 提交审核 for an editor's own draft, 审核发布 for one waiting), 暂停, 恢复, 结束. After 结束 the
// prizes still owed to their winners (each prize's `unclaimed` in the answer) are listed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity } from '@refinedev/core';
import { App, Button, Space } from 'antd';
import type { OperatorView } from '../api/client';
import { campaigns, type ConsoleCampaign } from '../api/campaigns';
import { STATES } from './labels';
import { stepsFor, type StepOffer } from './steps';

function Unclaimed({ campaign }: { campaign: ConsoleCampaign }) {
  const owed = campaign.prizes.filter((p) => p.unclaimed > 0);
  if (owed.length === 0) return <p>没有待领取的奖品。</p>;
  return (
    <>
      <p>以下奖品已中出但还没有发货或核销，领奖期限内仍要兑现：</p>
      <ul data-testid="unclaimed">
        {owed.map((p) => (
          <li key={p.id}>
            {p.name}：{p.unclaimed} 件
          </li>
        ))}
      </ul>
    </>
  );
}

export function StepButtons({ campaign }: { campaign: ConsoleCampaign }) {
  const { data: op } = useGetIdentity<OperatorView>();
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const take = useMutation({
    mutationFn: (s: StepOffer) => campaigns.step(s.step, campaign.id),
    onSuccess: (c, s) => {
      void qc.invalidateQueries({ queryKey: ['campaigns'] });
      if (s.step === 'close') {
        modal.info({ title: `${c.title} 已结束`, content: <Unclaimed campaign={c} />, okText: '知道了' });
      } else {
        void message.success(`${c.title}：${STATES[c.state]?.label ?? c.state}`);
      }
    },
    onError: (err) => void message.error(err instanceof Error ? err.message : '操作失败'),
  });
  const offers = stepsFor(op, campaign);
  if (offers.length === 0) return null;
  return (
    <Space size={4} wrap>
      {offers.map((s) => (
        <Button
          key={s.label}
          size="small"
          danger={s.danger}
          type={s.step === 'publish' ? 'primary' : 'default'}
          loading={take.isPending && take.variables?.label === s.label}
          aria-label={`${s.label} ${campaign.title}`}
          onClick={() =>
            modal.confirm({
              title: `${s.label}：${campaign.title}`,
              content: s.confirm,
              okText: s.label,
              okButtonProps: { danger: s.danger },
              cancelText: '取消',
              onOk: () => take.mutate(s),
            })
          }
        >
          {s.label}
        </Button>
      ))}
    </Space>
  );
}
