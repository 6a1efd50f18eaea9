// Which steps of a campaign's life an operator may take now, as the server decides them
// (crates/campaigns/src/lifecycle.rs): a province admin publishes (a draft, or approves a
// waiting one), pauses, resumes and closes; a city or county editor only submits a draft they
// created, for approval. The console offers only these; the server still judges every press.
import type { OperatorView, Schemas } from '../api/client';
import type { Step } from '../api/campaigns';
import { can } from '../auth/roles';

type Campaign = Pick<Schemas['ConsoleCampaign'], 'state' | 'createdBy'>;

export interface StepOffer {
  step: Step;
  /** The button's words. */
  label: string;
  /** Asked before the step is sent. */
  confirm: string;
  danger?: boolean;
}

const PUBLISH: StepOffer = { step: 'publish', label: '发布', confirm: '发布后访客立即就能看到并参加这个活动。确定发布吗？' };
const APPROVE: StepOffer = { step: 'publish', label: '审核发布', confirm: '这是编辑提交的活动。发布后访客立即就能看到并参加。确定发布吗？' };
const SUBMIT: StepOffer = { step: 'publish', label: '提交审核', confirm: '提交后由省级管理员审核发布，审核期间不能再提交。确定提交吗？' };
const PAUSE: StepOffer = { step: 'pause', label: '暂停', confirm: '暂停后访客立即不能再获得机会、抽奖或兑换，恢复后可继续。确定暂停吗？' };
const RESUME: StepOffer = { step: 'resume', label: '恢复', confirm: '恢复后访客可以继续参加。确定恢复吗？' };
const CLOSE: StepOffer = { step: 'close', label: '结束', confirm: '结束后不能再恢复，访客不能再参加；已中的奖品在领奖期限内仍可领取。确定结束吗？', danger: true };
const WITHDRAW: StepOffer = { ...CLOSE, label: '撤回', confirm: '撤回后这个活动不会发布，也不能再恢复。确定撤回吗？' };

export function stepsFor(op: Pick<OperatorView, 'role' | 'username'> | null | undefined, c: Campaign): StepOffer[] {
  if (!op) return [];
  if (can(op, 'editCampaigns')) {
    switch (c.state) {
      case 'draft':
        return [PUBLISH, WITHDRAW];
      case 'pending':
        return [APPROVE, WITHDRAW];
      case 'published':
        return [PAUSE, CLOSE];
      case 'paused':
        return [RESUME, CLOSE];
      default:
        return [];
    }
  }
  if (can(op, 'draftCampaigns') && c.state === 'draft' && c.createdBy === op.username) return [SUBMIT];
  return [];
}

/** Whether this operator may change the campaign in the edit drawer: a province admin, or the editor who made it until it is published. */
export function mayEdit(op: Pick<OperatorView, 'role' | 'username'> | null | undefined, c: Campaign): boolean {
  if (!op) return false;
  if (can(op, 'editCampaigns')) return true;
  return can(op, 'draftCampaigns') && (c.state === 'draft' || c.state === 'pending') && c.createdBy === op.username;
}
