import type { LineCard } from '../../api/lines';
import { t } from '../../i18n';
import { pageOf } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { Cover } from '../../ui/place/Cover';
import { cardCrop } from '../../ui/place/crop';

/** A line in a list: its length as a badge, name, theme and cities, its stops in order. */
export function LineRow({ line }: { line: LineCard }) {
  const facts = [line.theme_name, line.city_names.join(t('line.sep')), t('line.card.stops', { n: line.stop_count })].filter(Boolean);
  return (
    <Link className="line-row" to={pageOf(line)}>
      {line.cover && <Cover className="line-row__cover" src={line.cover} name={line.name} width={96} height={96} sizes="96px" crop={cardCrop(line.crop, 1)} />}
      <span className="line-row__days" aria-hidden="true">
        {t('line.days', { n: line.days })}
      </span>
      <span className="line-row__body">
        <span className="line-row__name">{line.name}</span>
        <span className="line-row__facts">{facts.join(' · ')}</span>
        <span className="line-row__stops">{line.stop_names.join(' → ')}</span>
      </span>
    </Link>
  );
}
