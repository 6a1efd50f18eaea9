import type { SuggestCard } from '../../api/suggest';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { Cover } from '../../ui/place/Cover';
import './suggest.css';

/** Where a suggestion opens: the classic page with its id. */
export const suggestUrl = (id: string) => pageUrl('pages/tour/classic', { id });

/** A suggestion in a list: its first place's picture, title, one line, city and date, themes. */
export function SuggestRow({ item }: { item: SuggestCard }) {
  const where = [item.city_name || t('suggest.province'), item.date, t('suggest.card.places', { n: item.place_count })];
  return (
    <Link className="suggest-row" to={suggestUrl(item.id)}>
      {item.cover && <Cover className="suggest-row__cover" src={item.cover} name={item.place_names[0] ?? item.title} width={240} height={150} />}
      <span className="suggest-row__body">
        <span className="suggest-row__title">{item.title}</span>
        <span className="suggest-row__summary">{item.summary}</span>
        <span className="suggest-row__meta">{where.join(' · ')}</span>
        <span className="suggest-row__themes">
          {item.themes.slice(0, 3).map((th) => (
            <span key={th} className="yz-badge yz-badge--soft">
              {th}
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}
