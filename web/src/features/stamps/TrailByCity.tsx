// The food trail's second page (custom/food/index2): the trail's dishes and where to eat them,
// grouped by city, with the visitor's stamps marked, and the way back to the card.
import type { ReactNode } from 'react';
import { useSignedIn } from '../campaign';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import type { StampStop } from '../../api/stamps';
import { stampCalls } from './calls';
import { StopRow } from './StopRow';
import type { StampLook } from './looks';
import { useStampCard } from './useStampCard';
import { useStampRefresh } from './useStampRefresh';

function byCity(stops: readonly StampStop[]): [string, { stop: StampStop; index: number }[]][] {
  const groups = new Map<string, { stop: StampStop; index: number }[]>();
  stops.forEach((stop, index) => groups.set(stop.city, [...(groups.get(stop.city) ?? []), { stop, index }]));
  return [...groups.entries()];
}

function Stamped({ campaignId, children }: { campaignId: string; children: (stampedAt: Map<string, number>) => ReactNode }) {
  const mine = useLoad(['stamp-mine', campaignId], () => stampCalls.mine(campaignId));
  return <>{children(new Map((mine.data?.stamps ?? []).map((s) => [s.placeId, s.stampedAt])))}</>;
}

export function TrailByCity({ look }: { look: StampLook }) {
  const card = useStampCard(look);
  const signedIn = useSignedIn();
  const { handlers, indicator } = useStampRefresh();
  const list = (stampedAt: Map<string, number>) =>
    card.data &&
    byCity(card.data.stops).map(([city, stops]) => (
      <section key={city} className="cmp-card" aria-labelledby={`stp-city-${stops[0]?.index}`}>
        <h2 id={`stp-city-${stops[0]?.index}`}>{city}</h2>
        <ul className="stp-stops">
          {stops.map(({ stop, index }) => (
            <StopRow key={stop.placeId} stop={stop} index={index} stampedAt={stampedAt.get(stop.placeId)} />
          ))}
        </ul>
      </section>
    ));
  return (
    <div className="cmp-page stp" data-look={look.look} {...handlers}>
      {indicator}
      <header className="stp-hero">
        <h2>{t('stamps.byCity.title')}</h2>
        <p>{t('stamps.byCity.lead')}</p>
      </header>
      {card.phase === 'loading' && !card.data && <PageSkeleton rows={4} />}
      {card.phase === 'error' && !card.data && <ErrorState text="stamps.failed" onRetry={card.retry} />}
      {card.phase === 'missing' && <EmptyState text="stamps.missing" />}
      {card.data && (signedIn ? <Stamped campaignId={card.data.campaignId}>{list}</Stamped> : list(new Map()))}
      {card.data && (
        <Link className="cmp-btn" to={pageUrl(look.cardRoute)}>
          {t('stamps.byCity.toCard')}
        </Link>
      )}
    </div>
  );
}
