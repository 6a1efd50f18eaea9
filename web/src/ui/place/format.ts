// How a place's numbers read on a card: price, distance, grade. Pure, so every page says it the same way.
import { t, type MessageKey } from '../../i18n';
import type { PlaceCard, PlaceKind } from '../../api/places';

export const kindLabel = (kind: PlaceKind): string => t(`place.kind.${kind}` as MessageKey);

export const facilityLabel = (key: string): string => {
  const label = t(`place.facility.${key}` as MessageKey);
  return label.startsWith('place.facility.') ? key : label;
};

const STAY: readonly PlaceKind[] = ['hotel', 'homestay'];
const SIGHT: readonly PlaceKind[] = ['scenic', 'site'];

/** Whether the card's price line is an amount (人均¥45, 免费): only amounts wear the price colour, a level's word (舒适) does not. */
export const priceIsAmount = (p: Pick<PlaceCard, 'avg_price'>): boolean => p.avg_price !== null && p.avg_price !== undefined;

/** "4.6分 · 12条点评", 暂无评分 with no reviews, or '' when not known (not asked). */
export function ratingLabel(r: { average: number; count: number } | null | undefined): string {
  if (!r) return '';
  if (r.count <= 0) return t('place.rating.none');
  return t('place.rating', { average: r.average.toFixed(1), count: r.count });
}

/** "¥680起/晚", "人均¥45", "门票¥80", "免费", the price level's word, or '' when nothing is known. */
export function priceLabel(p: Pick<PlaceCard, 'kind' | 'avg_price' | 'price_level'>): string {
  if (p.avg_price !== null && p.avg_price !== undefined) {
    if (p.avg_price === 0) return t('place.free');
    const price = String(Math.round(p.avg_price));
    if (STAY.includes(p.kind)) return t('place.avgPrice.stay', { price });
    if (SIGHT.includes(p.kind)) return t('place.avgPrice.ticket', { price });
    return t('place.avgPrice.food', { price });
  }
  if (p.price_level !== null && p.price_level !== undefined && p.price_level >= 0 && p.price_level <= 4) {
    return t(`place.price.${p.price_level}` as MessageKey);
  }
  return '';
}

/** "距你850米" under 1 km, else "距你3.25公里"; '' when unknown. */
export function distanceLabel(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '';
  if (km < 1) return t('place.distanceM', { m: Math.round(km * 1000) });
  return t('place.distance', { km: km.toFixed(2) });
}

/** "5A景区" / "四星级"-style badge of a place, or ''. */
export function gradeLabel(p: Pick<PlaceCard, 'a_level' | 'star'>): string {
  if (p.a_level) return t('place.aLevel', { level: p.a_level });
  if (p.star) return t('place.star', { star: p.star });
  return '';
}
