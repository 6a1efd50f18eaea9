// The blind-box pages while their campaign is being found (blindbox.ts): a skeleton, a retry
// when the server could not be asked, "no campaign" when it has none; then the page itself.
import type { ReactNode } from 'react';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useBlindbox } from './blindbox';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export function WithBlindbox({ children }: { children: (campaignId: string) => ReactNode }) {
  const id = useBlindbox();
  if (id.data) return <>{children(id.data)}</>;
  return (
    <div className="cmp-page bbx">
      {id.phase === 'error' && <ErrorState text="campaign.failed" onRetry={id.retry} />}
      {id.phase === 'missing' && <EmptyState text="campaign.missing" />}
      {id.phase === 'loading' && <PageSkeleton rows={4} />}
      <BlindboxNav />
    </div>
  );
}
