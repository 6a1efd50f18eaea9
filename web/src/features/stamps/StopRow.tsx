// One place of a stamp card: its stamp (collected with the time, or still to get), its name
// linking to the place's page, the dish eaten there on the food trail, how far the visitor is,
// and its check-in button with what the server said last (e.g. too far, with the distance).
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { distanceKm } from '../../lib/distance';
import { pageOf } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { distanceLabel } from '../../ui/place/format';
import type { StampStop } from '../../api/stamps';
import type { Spot } from './useVisitorSpot';

function timeOf(ms: number): string {
  const d = new Date(ms + 8 * 3600_000).toISOString();
  return `${d.slice(5, 10)} ${d.slice(11, 16)}`;
}

export function StampMark({ index, stamped }: { index: number; stamped: boolean }) {
  return (
    <span className="stp-mark" data-stamped={stamped} aria-hidden="true">
      {stamped ? '✓' : index + 1}
    </span>
  );
}

export function StopRow({
  stop,
  index,
  stampedAt,
  from,
  note,
  action,
}: {
  stop: StampStop;
  index: number;
  /** When the visitor's stamp here was made; undefined while not stamped. */
  stampedAt?: number;
  from?: Spot | null;
  note?: string;
  action?: ReactNode;
}) {
  const stamped = stampedAt !== undefined;
  return (
    <li className="stp-stop" data-stamped={stamped}>
      <StampMark index={index} stamped={stamped} />
      <span className="stp-stop__text">
        <Link className="stp-stop__name" to={pageOf({ page: stop.page, id: stop.placeId })}>
          {stop.name}
        </Link>
        {stop.dish && <span className="stp-dish">{t('stamps.card.dish', { name: stop.dish.name })}</span>}
        <span className="cmp-muted">
          {stop.city} · {stop.county}
          {from && (
            <>
              {' · '}
              <span className="stp-dist">{distanceLabel(distanceKm(from, stop))}</span>
            </>
          )}
        </span>
        <span className="stp-state">
          {stamped ? t('stamps.card.stampedAt', { time: timeOf(stampedAt) }) : t('stamps.card.locked')}
        </span>
        {note && (
          <span className="cmp-note" role="status">
            {note}
          </span>
        )}
      </span>
      {action}
    </li>
  );
}
