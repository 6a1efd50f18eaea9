// The stamp campaign's banner in its county's look.
import { t } from '../../i18n';
import type { StampLook } from './looks';

export function StampHero({ look }: { look: StampLook }) {
  return (
    <header className="stp-hero">
      <h2>{t(look.title)}</h2>
      <p>{t(look.lead)}</p>
    </header>
  );
}
