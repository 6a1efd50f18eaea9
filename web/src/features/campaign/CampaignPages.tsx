// The sub-pages a campaign with pages of its own has (the blind-box's, Qixi's): its prize pool
// and winners, its rules, my prizes and the delivery address. Each route gives only its
// campaign, its words, its look (`className`) and its nav; what is shown is the server's.
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CampaignDetail } from '../../api/campaigns';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad, useRecord } from '../../ui/query';
import { useSignedIn } from '../../ui/SignInFirst';
import { campaigns } from './calls';
import { CampaignWindow } from './CampaignWindow';
import { MyPrizesList, PrizeRow, useMyPrizes } from './MyPrizes';
import { PrizeDetail, takesAddress } from './PrizeDetail';
import { PrizePool } from './PrizePool';
import { RulesView } from './RulesView';
import { SignInPrompt } from './SignInPrompt';
import { useQueryRefresh } from './useQueryRefresh';
import { WinnersList } from './WinnersList';

/** The page's frame: its look and its nav under the content. */
export interface CampaignFrame {
  className: string;
  nav: ReactNode;
}

/** An address route taking the prize's `id` (`pages/custom/huawei/user`, `…/qixi/user`). */
type AddressRoute = 'pages/custom/huawei/user' | 'pages/custom/qixi/user';
const addressUrl = (route: AddressRoute) => (p: { id: number }) => pageUrl(route, { id: p.id });

function Loaded({ id, children }: { id: string; children: (d: CampaignDetail) => ReactNode }) {
  const detail = useLoad(['campaign', id], () => campaigns.detail(id));
  return (
    <>
      {detail.phase === 'loading' && !detail.data && <PageSkeleton rows={4} />}
      {detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {detail.phase === 'missing' && <EmptyState text="campaign.missing" />}
      {detail.data && children(detail.data)}
    </>
  );
}

/** The prize pool (what is left, the chance per draw) and the latest winners. */
export function CampaignPoolPage({ campaignId, className, nav }: CampaignFrame & { campaignId: string }) {
  return (
    <div className={`cmp-page ${className}`}>
      <Loaded id={campaignId}>
        {(d) => (
          <>
            <CampaignWindow campaign={d} />
            <PrizePool detail={d} />
            <WinnersList campaignId={campaignId} />
          </>
        )}
      </Loaded>
      {nav}
    </div>
  );
}

/** The rules, from the campaign itself. */
export function CampaignRulesPage({ campaignId, className, nav }: CampaignFrame & { campaignId: string }) {
  return (
    <div className={`cmp-page ${className}`}>
      <Loaded id={campaignId}>{(d) => <RulesView detail={d} />}</Loaded>
      {nav}
    </div>
  );
}

interface MyPrizesPageProps extends CampaignFrame {
  /** Only this campaign's prizes; every campaign's and the shop's without. */
  campaignId?: string;
  address: AddressRoute;
  /** The empty list's way back to the draw. */
  empty: { label: MessageKey; to: 'pages/custom/huawei/index' | 'pages/custom/qixi/index' };
}

function Prizes({ campaignId, address, empty }: Pick<MyPrizesPageProps, 'campaignId' | 'address' | 'empty'>) {
  const navigate = useNavigate();
  const state = useMyPrizes();
  return <MyPrizesList campaignId={campaignId} state={state} addressUrl={addressUrl(address)} empty={{ label: empty.label, onClick: () => navigate(pageUrl(empty.to)) }} />;
}

/** My prizes, each with its state, its code and QR while it can be claimed; pull-down refresh. */
export function CampaignMyPrizesPage({ campaignId, address, empty, className, nav }: MyPrizesPageProps) {
  const signedIn = useSignedIn();
  const { handlers, indicator } = useQueryRefresh(['campaign', 'qixi']);
  return (
    <div className={`cmp-page ${className}`} {...handlers}>
      {indicator}
      {signedIn === null ? <PageSkeleton rows={3} /> : signedIn ? <Prizes campaignId={campaignId} address={address} empty={empty} /> : <SignInPrompt />}
      {nav}
    </div>
  );
}

function OnePrize({ id }: { id: string }) {
  const state = useRecord('campaign-prize', id, (x) => campaigns.prize(Number(x)));
  if (state.phase === 'loading') return <PageSkeleton rows={3} />;
  if (state.phase === 'error') return <ErrorState text="campaign.prize.failed" onRetry={state.retry} />;
  if (state.phase === 'missing' || !state.data) return <EmptyState text="campaign.prize.missing" />;
  return <PrizeDetail prize={state.data} onSaved={state.retry} />;
}

function Waiting({ campaignId, address, empty }: { campaignId?: string; address: AddressRoute; empty: MessageKey }) {
  const state = useMyPrizes();
  if (state.phase === 'loading' && !state.data) return <PageSkeleton rows={3} />;
  if (state.phase === 'error' && !state.data) return <ErrorState text="campaign.prize.failed" onRetry={state.retry} />;
  const list = (state.data?.list ?? []).filter((p) => (!campaignId || p.campaignId === campaignId) && takesAddress(p));
  if (list.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="cmp-prizes">
      {list.map((p) => (
        <PrizeRow key={p.id} prize={p} addressUrl={addressUrl(address)} />
      ))}
    </ul>
  );
}

interface AddressPageProps extends CampaignFrame {
  /** Only this campaign's prizes; every campaign's and the shop's without. */
  campaignId?: string;
  /** This page's route: the list links to its prizes here. */
  address: AddressRoute;
  lead: MessageKey;
  empty: MessageKey;
}

/** With `?id=`, that prize and its address form; without, the physical prizes still taking one. */
export function CampaignAddressPage({ campaignId, address, lead, empty, className, nav }: AddressPageProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const signedIn = useSignedIn();
  return (
    <div className={`cmp-page ${className}`}>
      <p className="cmp-muted">{t(lead)}</p>
      {signedIn === null ? <PageSkeleton rows={3} /> : !signedIn ? <SignInPrompt /> : id && /^\d+$/.test(id) ? <OnePrize id={id} /> : <Waiting campaignId={campaignId} address={address} empty={empty} />}
      {nav}
    </div>
  );
}
