// What a place's detail page says and in which order, by kind. Pure, so each kind's emphasis
// (scenic: grade, hours, tickets; food: price, dishes; shop: what it sells …) is tested here.
import type { PlaceDetail, PlaceKind, Ticket } from '../../api/places';
import { t } from '../../i18n';
import { priceLabel } from '../../ui/place/format';

/** The six kinds a poi/detail route can name. */
export const DETAIL_KINDS = ['site', 'scenic', 'canteen', 'food', 'hotel', 'shop'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** The kind a path such as /pages/poi/detail/scenic names, or null. */
export function kindFromPath(pathname: string): DetailKind | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (DETAIL_KINDS as readonly string[]).includes(last) ? (last as DetailKind) : null;
}

/** A layout: one of the route kinds, or a campsite's (shown on the scenic route, SPEC §2). */
export type LayoutKind = DetailKind | 'camping';

/** The layout a place gets: stays read like hotels, restaurants like food. */
export function layoutKind(kind: PlaceKind): LayoutKind | null {
  if (kind === 'camping') return 'camping';
  if (kind === 'homestay') return 'hotel';
  if (kind === 'restaurant') return 'food';
  return (DETAIL_KINDS as readonly string[]).includes(kind) ? (kind as DetailKind) : null;
}

export type FactKey = 'hours' | 'ticket' | 'price' | 'perks' | 'sells' | 'address' | 'phone';

/** The fact rows of each layout, most important first. */
const FACT_ORDER: Record<LayoutKind, FactKey[]> = {
  scenic: ['hours', 'ticket', 'address', 'phone'],
  site: ['hours', 'ticket', 'address', 'phone'],
  // Canteens: when to come, what they offer (老年优惠, 平价 …), what it costs.
  canteen: ['hours', 'perks', 'price', 'address', 'phone'],
  food: ['price', 'hours', 'address', 'phone'],
  shop: ['sells', 'hours', 'address', 'phone'],
  hotel: ['price', 'address', 'phone'],
  // Campsites: where it is first; hours and prices are rarely published.
  camping: ['address', 'hours', 'price', 'phone'],
};

export const factOrder = (kind: LayoutKind): FactKey[] => FACT_ORDER[kind];

/** Sections below the facts, by layout: who is linked to it, what it serves, what it offers. */
export type SectionKey = 'tickets' | 'facilities' | 'accessibility' | 'people' | 'dishes' | 'goods';
// 无障碍信息 on every layout: whether one can get in matters before who is linked to it.
const SECTION_ORDER: Record<LayoutKind, SectionKey[]> = {
  scenic: ['tickets', 'accessibility', 'people', 'dishes'],
  site: ['tickets', 'accessibility', 'people', 'dishes'],
  canteen: ['dishes', 'accessibility', 'people'],
  food: ['dishes', 'goods', 'accessibility', 'people'],
  shop: ['goods', 'dishes', 'accessibility', 'people'],
  hotel: ['facilities', 'accessibility', 'dishes', 'people'],
  camping: ['facilities', 'accessibility', 'dishes'],
};

export const sectionOrder = (kind: LayoutKind): SectionKey[] => SECTION_ORDER[kind];

/** "免费" or "¥80" for a price in yuan; '' when unknown. */
export function yuan(price: number | null | undefined, free = false): string {
  if (free || price === 0) return t('place.free');
  if (price === null || price === undefined || !Number.isFinite(price)) return '';
  return t('poi.yuan', { price: Number.isInteger(price) ? price : price.toFixed(2) });
}

/** The ticket row: the place's own ticket price ("免费" / "¥80") and its notes. */
export function ticketFact(place: Pick<PlaceDetail, 'ticket'>): { value: string; notes: string } | null {
  const ticket = place.ticket;
  if (!ticket) return null;
  return { value: yuan(ticket.price) || t('poi.ticket.unknown'), notes: ticket.notes ?? '' };
}

/** One ticket of the tickets list: its name and its price or 免费. */
export function ticketLine(ticket: Ticket): { name: string; price: string; notes: string } {
  return { name: ticket.name, price: yuan(ticket.price, ticket.free) || t('poi.ticket.unknown'), notes: ticket.notes ?? '' };
}

/** What a shop sells, in its own words: its themes, then its tags, without repeats. */
export function sells(place: Pick<PlaceDetail, 'themes' | 'tags'>): string[] {
  return [...new Set([...place.themes, ...place.tags])];
}

/** The price row's words for a place, '' when nothing is known. */
export const priceFact = (place: Pick<PlaceDetail, 'kind' | 'avg_price' | 'price_level'>): string => priceLabel(place);

/** A dialable `tel:` address for a published phone number, or null when it is not published. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  return digits.length >= 5 ? `tel:${digits}` : null;
}

/** "距此850米" / "距此3.25公里" for a distance measured from a place; '' when unknown. */
export function fromHereLabel(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '';
  if (km < 1) return t('poi.fromHereM', { m: Math.round(km * 1000) });
  return t('poi.fromHere', { km: km.toFixed(2) });
}
