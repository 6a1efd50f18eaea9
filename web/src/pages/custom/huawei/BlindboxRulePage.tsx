// custom/huawei/rule: the blind-box's rules, from the campaign itself.
import { RulesView, campaigns } from '../../../features/campaign';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { BLINDBOX } from './blindbox';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxRulePage() {
  const detail = useLoad(['campaign', BLINDBOX], () => campaigns.detail(BLINDBOX));
  return (
    <div className="cmp-page bbx">
      {detail.phase === 'loading' && !detail.data && <PageSkeleton rows={4} />}
      {detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {detail.phase === 'missing' && <EmptyState text="campaign.missing" />}
      {detail.data && <RulesView detail={detail.data} />}
      <BlindboxNav />
    </div>
  );
}
