import type { ReactElement } from 'react';
import { t, type MessageKey } from '../../i18n';
import { Link } from '../Link';
import './ListState.css';
import './Missing.css';

/** How each area draws its "not there" page: a place pin, a house, a bowl. */
export type MissingLook = 'place' | 'stay' | 'food';

const PICTURES: Record<MissingLook, () => ReactElement> = {
  place: () => (
    <svg viewBox="0 0 200 150" role="img" aria-label={t('poi.missing.illustration')}>
      <ellipse cx="100" cy="138" rx="70" ry="8" fill="#e6eae9" />
      <path d="M100 26c-22 0-38 16-38 37 0 27 38 63 38 63s38-36 38-63c0-21-16-37-38-37z" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="5" />
      <path d="M88 52l24 24M112 52 88 76" stroke="#e8843a" strokeWidth="6" strokeLinecap="round" />
    </svg>
  ),
  stay: () => (
    <svg viewBox="0 0 160 110" width="160" height="110" aria-hidden="true">
      <ellipse cx="80" cy="100" rx="58" ry="6" fill="#e6eae9" />
      <path d="M36 56 80 24l44 32v42H36z" fill="#e3f3ef" stroke="#0b7a6b" strokeWidth="4" strokeLinejoin="round" />
      <path d="M26 60 80 18l54 42" fill="none" stroke="#0b7a6b" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M68 98V74h24v24" fill="#fff" stroke="#0b7a6b" strokeWidth="4" />
      <circle cx="118" cy="34" r="14" fill="#fdf0e6" stroke="#e8843a" strokeWidth="3" />
      <path d="M113 29q5-5 10 0t-5 8v3M118 44v1" fill="none" stroke="#e8843a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  ),
  food: () => (
    <svg viewBox="0 0 96 64" width="96" height="64" aria-hidden="true">
      <path d="M22 30h52a0 0 0 0 1 0 0 26 22 0 0 1-52 0z" fill="#fdf0e6" stroke="#e8843a" strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 30h60" stroke="#e8843a" strokeWidth="3" strokeLinecap="round" />
      <path d="M40 22c0-6 6-6 6-12M52 22c0-6 6-6 6-12" fill="none" stroke="#9fb3ae" strokeWidth="3" strokeLinecap="round" />
    </svg>
  ),
};

/** Each look keeps the layout its area's pages have always had. */
const BOX: Record<MissingLook, [box: string, actions: string]> = {
  place: ['yz-placeholder', 'yz-placeholder__actions'],
  stay: ['yz-missing--stay', 'yz-missing__actions--stay'],
  food: ['yz-state', 'yz-missing__actions--food'],
};

/**
 * A page with nothing to show: opened without its id or with an unknown one, or (with
 * `onRetry`) a load that failed. Always the way home; a retry when one could help, and the
 * way to find what was meant (`find`) where the page has one. The place,
 * stay and food pages share it, each with its own picture and words.
 */
export function Missing({
  look,
  title,
  text,
  onRetry,
  find,
}: {
  look: MissingLook;
  title?: MessageKey;
  text: MessageKey;
  onRetry?: () => void;
  /** The way to find what was meant (a search), offered before the way home. */
  find?: { to: string; label: MessageKey };
}) {
  const [box, actions] = BOX[look];
  const Picture = PICTURES[look];
  return (
    <section className={box} role="alert">
      <Picture />
      {title && <h2>{t(title)}</h2>}
      <p>{t(text)}</p>
      <div className={actions}>
        {onRetry && (
          <button type="button" className="yz-btn" onClick={onRetry}>
            {t('list.retry')}
          </button>
        )}
        {find && (
          <Link to={find.to} className="yz-btn yz-btn--primary">
            {t(find.label)}
          </Link>
        )}
        <Link to="/" className={find ? 'yz-btn' : 'yz-btn yz-btn--primary'}>
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
