import { useId, useState } from 'react';
import type { RankList } from '../../api/rankings';
import { t } from '../../i18n';
import { kindLabel } from '../../ui/place/format';
import { PlaceCard } from '../../ui/place/PlaceCard';

/** How many places a list shows before "show all": a page of twelve lists stays short. */
export const FIRST = 5;

/** One rank list: its title, where and what, its evidence, and its places by rank. */
export function RankListCard({ list }: { list: RankList }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const shown = open ? list.items : list.items.slice(0, FIRST);
  const narrowed = list.items.length < list.total;
  const e = list.evidence;
  return (
    <section className="ranklist__list" aria-labelledby={headingId}>
      <header className="ranklist__head">
        <h3 id={headingId} className="ranklist__name">
          {list.title}
        </h3>
        <p className="ranklist__where">
          {t('ranklist.where', { city: list.city_name, kind: kindLabel(list.kind) })}
          {narrowed && ` · ${t('ranklist.inCity', { city: shown[0]?.place.city_name ?? '', n: list.items.length, total: list.total })}`}
        </p>
      </header>
      <div className="ranklist__evidence">
        <p className="ranklist__basis">{t('ranklist.basis', { basis: e.basis })}</p>
        <p className="ranklist__facts">
          <span>{t('ranklist.updated', { date: e.updated_at })}</span>
          <span className={e.paid_placement ? 'ranklist__paid' : 'ranklist__free'}>
            {t(e.paid_placement ? 'ranklist.paid' : 'ranklist.noPaid')}
          </span>
        </p>
      </div>
      <ol className="ranklist__items">
        {shown.map((it) => (
          <li key={it.place.id} className="ranklist__item">
            <span className={it.rank <= 3 ? 'ranklist__rank ranklist__rank--top' : 'ranklist__rank'} aria-label={t('ranklist.rank', { n: it.rank })}>
              {it.rank}
            </span>
            <div className="ranklist__place">
              <PlaceCard place={it.place} />
              <p className="ranklist__reason">{it.reason}</p>
            </div>
          </li>
        ))}
      </ol>
      {list.items.length > FIRST && (
        <button type="button" className="yz-btn ranklist__more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('ranklist.less') : t('ranklist.more', { n: list.items.length })}
        </button>
      )}
    </section>
  );
}
