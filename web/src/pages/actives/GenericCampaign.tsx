// The frame of the two generic layouts (actives/active1, actives/active2): the campaign named
// by `?id=`, its loading, error and missing states, the visitor's progress once signed in
// (SignInPrompt before), and pull-down refresh. The layout draws the rest.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { CampaignDetail, DrawAnswer, MyProgress } from '../../api/campaigns';
import { CampaignCover, SignInPrompt, campaigns, taskPlaceIds, useSignedIn, useTaskPlaces, type TaskPlace } from '../../features/campaign';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { useActivesRefresh } from './refresh';
import './Actives.css';

export interface Playing {
  id: string;
  detail: CampaignDetail;
  me: MyProgress;
  places: readonly TaskPlace[];
  reload: () => void;
}

/** The visitor's progress and the task places, then `children` with them. */
function SignedIn({ id, detail, children }: { id: string; detail: CampaignDetail; children: (p: Playing) => ReactNode }) {
  const me = useLoad(['campaign-me', id], () => campaigns.me(id));
  const ids = taskPlaceIds(detail);
  const places = useTaskPlaces(ids);
  if ((me.phase === 'loading' && !me.data) || (ids.length > 0 && places.phase === 'loading' && !places.data)) return <PageSkeleton rows={3} />;
  if (me.phase === 'error' && !me.data) return <ErrorState text="campaign.failed" onRetry={me.retry} />;
  if (!me.data) return <EmptyState text="campaign.missing" />;
  return <>{children({ id, detail, me: me.data, places: places.data ?? [], reload: me.retry })}</>;
}

/** After a draw: the way to the prize (its address when it takes one). */
export function prizeResult(a: DrawAnswer): ReactNode {
  if (a.outcome !== 'won' || !a.prize) return null;
  return (
    <Link
      className="cmp-btn cmp-btn--ghost"
      to={a.prize.needsAddress ? pageUrl('pages/custom/huawei/user', { id: a.prize.id }) : pageUrl('pages/custom/huawei/myprize')}
    >
      {t(a.prize.needsAddress ? 'campaign.prize.giveAddress' : 'campaign.draw.toPrize')}
    </Link>
  );
}

export function GenericCampaign({
  look,
  top,
  play,
  bottom,
  signedOut,
}: {
  look: 'poster' | 'tasks';
  /** Above the visitor's part (the banner, the window; the rules on the poster). */
  top: (detail: CampaignDetail) => ReactNode;
  play: (p: Playing) => ReactNode;
  /** Below it, shown signed in or not (winners, prize pool, rules). */
  bottom: (detail: CampaignDetail) => ReactNode;
  /** Shown before signing in in place of the visitor's part, above the prompt (the prizes to win). */
  signedOut?: (detail: CampaignDetail) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useLoad(id ? ['campaign', id] : null, () => campaigns.detail(id));
  const signedIn = useSignedIn();
  const { handlers, indicator } = useActivesRefresh();
  if (!id) {
    return (
      <div className={`cmp-page act-${look}`}>
        <EmptyState text="actives.generic.noId" />
        <Link className="cmp-btn cmp-btn--ghost" to={pageUrl('pages/actives/index')}>
          {t('actives.generic.toHub')}
        </Link>
      </div>
    );
  }
  return (
    <div className={`cmp-page act-${look}`} {...handlers}>
      {indicator}
      {detail.phase === 'loading' && !detail.data && <PageSkeleton rows={4} />}
      {detail.phase === 'error' && !detail.data && <ErrorState text="campaign.failed" onRetry={detail.retry} />}
      {detail.phase === 'missing' && (
        <>
          <EmptyState text="campaign.missing" />
          <Link className="cmp-btn cmp-btn--ghost" to={pageUrl('pages/actives/index')}>
            {t('actives.generic.toHub')}
          </Link>
        </>
      )}
      {detail.data && (
        <>
          {top(detail.data)}
          {signedIn === false ? (
            <>
              {signedOut?.(detail.data)}
              <SignInPrompt />
            </>
          ) : signedIn === null ? (
            <PageSkeleton rows={2} />
          ) : (
            <SignedIn id={id} detail={detail.data}>
              {play}
            </SignedIn>
          )}
          {bottom(detail.data)}
        </>
      )}
    </div>
  );
}

/** The campaign's banner: its title, dates and kind of page. */
export function Banner({ detail, look }: { detail: CampaignDetail; look: 'poster' | 'tasks' }) {
  return (
    <header className={`act-banner act-banner--${look}`}>
      <CampaignCover detail={detail} className="act-banner__cover" />
      {detail.sample && <span className="act-sample">{t('actives.hub.sample')}</span>}
      <p className="act-banner__title">{detail.title}</p>
      <p>{t('actives.hub.dates', { start: detail.startsAt.slice(0, 10), end: detail.endsAt.slice(0, 10) })}</p>
    </header>
  );
}
