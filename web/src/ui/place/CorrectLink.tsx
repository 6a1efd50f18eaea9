// "Something is wrong here" at the foot of a place's or dish's page (docs/CORRECTIONS.md):
// the way to newcate/error for this place or dish.
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../Link';
import './CorrectLink.css';

export function CorrectLink({ kind, id }: { kind: 'place' | 'dish'; id: string }) {
  return (
    <Link className="yz-correct" to={pageUrl('pages/newcate/error', { kind, id })}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 4 2.5 20h19z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M12 10v4.5M12 17.2v.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{t('place.correct')}</span>
    </Link>
  );
}
