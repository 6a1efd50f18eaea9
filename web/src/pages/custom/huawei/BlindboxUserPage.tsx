// custom/huawei/user: the delivery address of physical prizes (the blind-box's and any other
// campaign's or the shop's). With `?id=`, that prize and its address form; without, the
// physical prizes that still take an address.
import { useSearchParams } from 'react-router';
import { PrizeDetail, PrizeRow, SignInPrompt, campaigns, takesAddress, useMyPrizes, useSignedIn } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useRecord } from '../../../ui/query';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

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
  const list = (state.data?.list ?? []).filter((p) => takesAddress(p));
  if (list.length === 0) return <EmptyState text="blindbox.user.empty" />;
  return (
    <ul className="cmp-prizes">
      {list.map((p) => (
        <PrizeRow key={p.id} prize={p} addressUrl={(x) => pageUrl('pages/custom/huawei/user', { id: x.id })} />
      ))}
    </ul>
  );
}

export default function BlindboxUserPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const signedIn = useSignedIn();
  return (
    <div className="cmp-page bbx">
      <p className="cmp-muted">{t('blindbox.user.lead')}</p>
      {signedIn === null ? <PageSkeleton rows={3} /> : !signedIn ? <SignInPrompt /> : id && /^\d+$/.test(id) ? <OnePrize id={id} /> : <Waiting />}
      <BlindboxNav />
    </div>
  );
}
