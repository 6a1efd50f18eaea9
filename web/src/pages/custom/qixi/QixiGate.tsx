// The Qixi pages while their campaign is being found (the server names it, qixi.ts): a
// skeleton, a retry when the server could not be asked; then the page itself.
import type { ReactNode } from 'react';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useQixiCampaign } from './qixi';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export function WithQixi({ children }: { children: (campaignId: string) => ReactNode }) {
  const id = useQixiCampaign();
  if (id.data) return <>{children(id.data)}</>;
  return (
    <div className="cmp-page qx">
      {id.phase === 'error' && <ErrorState text="campaign.failed" onRetry={id.retry} />}
      {id.phase === 'missing' && <EmptyState text="campaign.missing" />}
      {id.phase === 'loading' && <PageSkeleton rows={4} />}
      <QixiNav />
    </div>
  );
}
