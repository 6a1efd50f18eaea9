// custom/qixi/user: the delivery address of the Qixi campaign's physical prizes. With `?id=`,
// that prize and its address form; without, the physical prizes that still take an address.
import { useSearchParams } from 'react-router';
import { PrizeDetail, PrizeRow, SignInPrompt, campaigns, takesAddress, useMyPrizes, useSignedIn } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useRecord } from '../../../ui/query';
import { QIXI } from './qixi';
import { QixiNav } from './QixiNav';
import './Qixi.css';

function OnePrize({ id }: { id: string }) {
  const state = useRecord('campaign-prize', id, (x) => campaigns.prize(Number(x)));
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  if (state.phase === 'error') return <ErrorState text="campaign.prize.failed" onRetry={state.retry} />;
  if (state.phase === 'missing' || !state.data) return <EmptyState text="campaign.prize.missing" />;
  return <PrizeDetail prize={state.data} onSaved={state.retry} />;
}

function Waiting() {
  const state = useMyPrizes();
  if (state.phase === 'loading' && !state.data) return <PageSkeleton rows={3} />;
  if (state.phase === 'error' && !state.data) return <ErrorState text="campaign.prize.failed" onRetry={state.retry} />;
  const list = (state.data?.list ?? []).filter((p) => p.campaignId === QIXI && takesAddress(p));
  if (list.length === 0) return <EmptyState text="qixi.user.empty" />;
  return (
    <ul className="cmp-prizes">
      {list.map((p) => (
        <PrizeRow key={p.id} prize={p} addressUrl={(x) => pageUrl('pages/custom/qixi/user', { id: x.id })} />
      ))}
    </ul>
  );
}

export default function QixiUserPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const signedIn = useSignedIn();
  return (
    <div className="cmp-page qx">
      <p className="cmp-muted">{t('qixi.user.lead')}</p>
      {signedIn === null ? <PageSkeleton rows={3} /> : !signedIn ? <SignInPrompt /> : id && /^\d+$/.test(id) ? <OnePrize id={id} /> : <Waiting />}
      <QixiNav />
    </div>
  );
}
