// A stamp campaign's start page (custom/ninghai/activestart): the rules, the route (the card's
// places in order, where each is) and 开始集章, which opens the card.
import { CampaignWindow } from '../campaign';
import { t } from '../../i18n';
import { pageOf, pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { StampHero } from './StampHero';
import { StampMark } from './StopRow';
import type { StampLook } from './looks';
import { useStampCard } from './useStampCard';

export function StampStart({ look }: { look: StampLook }) {
  const card = useStampCard(look);
  return (
    <div className="cmp-page stp" data-look={look.look}>
      <StampHero look={look} />
      {card.phase === 'loading' && !card.data && <PageSkeleton rows={4} />}
      {card.phase === 'error' && !card.data && <ErrorState text="stamps.failed" onRetry={card.retry} />}
      {card.phase === 'missing' && <EmptyState text="stamps.missing" />}
      {card.data && (
        <>
          <CampaignWindow campaign={card.data} />
          <section className="cmp-card" aria-labelledby="stp-route">
            <h2 id="stp-route">{t('stamps.start.route', { n: card.data.stops.length })}</h2>
            <ol className="stp-route">
              {card.data.stops.map((s, i) => (
                <li key={s.placeId} className="stp-route__stop">
                  <StampMark index={i} stamped={false} />
                  <span className="stp-stop__text">
                    <Link className="stp-stop__name" to={pageOf({ page: s.page, id: s.placeId })}>
                      {s.name}
                    </Link>
                    <span className="cmp-muted">{s.address}</span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <section className="cmp-card" aria-labelledby="stp-rules">
            <h2 id="stp-rules">{t('stamps.start.title')}</h2>
            <p className="stp-rules__text">{card.data.rules}</p>
          </section>
          <Link className="cmp-btn stp-start" to={pageUrl(look.cardRoute)}>
            {t('stamps.start.go')}
          </Link>
        </>
      )}
    </div>
  );
}
