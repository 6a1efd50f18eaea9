// A prize's picture beside its words (the pool, the shop): the operator's photo at thumbnail
// size with its alt text, square and cropped as the operator chose; nothing when the prize
// has none (its words stand alone; no drawing stands in for a prize).
import type { PrizeCard } from '../../api/campaigns';
import { Cover } from '../../ui/place/Cover';
import './PrizeImage.css';

export function PrizeImage({ prize, className = 'cmp-prize-pic' }: { prize: Pick<PrizeCard, 'name' | 'picture'>; className?: string }) {
  const p = prize.picture;
  if (!p) return null;
  return <Cover className={className} src={p.url} name={prize.name} alt={p.caption} width={64} height={64} sizes="64px" photoWidth={p.width} crop={p.crop} />;
}
