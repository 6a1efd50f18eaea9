// custom/qixi/rule: the Qixi campaign's rules, from the campaign itself.
import { RulesView, campaigns } from '../../../features/campaign';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { QIXI } from './qixi';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiRulePage() {
  const detail = useLoad(['campaign', QIXI], () => campaigns.detail(QIXI));
  return (
    <div className="cmp-page qx">
      {detail.phase === 'loading' && !detail.data && <PageSkeleton rows={4} />}
      {detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {detail.phase === 'missing' && <EmptyState text="campaign.missing" />}
      {detail.data && <RulesView detail={detail.data} />}
      <QixiNav />
    </div>
  );
}
