// 无障碍信息 on a place's page: every fact with an icon and plain words, unknown shown as 未知
// (never hidden, never read as "no"), and where each known fact comes from.
import { t } from '../../i18n';
import { accessRows, type Accessibility, type Known } from './accessFacts';
import './AccessibilityCard.css';

function ValueIcon({ value }: { value: Known }) {
  return (
    <svg className="access-fact__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
      {value === 'yes' && <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />}
      {value === 'no' && <path d="m8.5 8.5 7 7m0-7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
      {value === 'unknown' && (
        <>
          <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="17" r="1.2" fill="currentColor" />
        </>
      )}
    </svg>
  );
}

export function AccessibilityCard({ accessibility }: { accessibility: Accessibility | undefined | null }) {
  const rows = accessRows(accessibility);
  const known = rows.filter((r) => r.value !== 'unknown').length;
  return (
    <section className="access-card" aria-labelledby="place-access">
      <h3 id="place-access" className="access-card__title">
        {t('place.access.title')}
      </h3>
      <ul className="access-facts">
        {rows.map((r) => (
          <li key={r.key} className={`access-fact access-fact--${r.value}`} data-fact={r.key}>
            <ValueIcon value={r.value} />
            <span className="access-fact__body">
              <span className="access-fact__name">{r.label}</span>
              {r.source && <span className="access-fact__source">{t('place.access.source', { source: r.source })}</span>}
            </span>
            <strong className="access-fact__value">{r.words}</strong>
          </li>
        ))}
      </ul>
      <p className="access-card__note">{t(known === 0 ? 'place.access.noneKnown' : 'place.access.unknownMeans')}</p>
    </section>
  );
}
