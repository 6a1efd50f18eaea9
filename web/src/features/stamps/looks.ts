// The three stamp campaigns and each one's look and words: the pages pass one of these to the
// shared card, start and by-city views, which are otherwise the same for every county.
import type { MessageKey } from '../../i18n';

/** The stamp campaigns' own pages. */
export type StampRoute =
  | 'pages/custom/ninghai/active'
  | 'pages/custom/ninghai/activestart'
  | 'pages/custom/yunhe/active'
  | 'pages/custom/food/index'
  | 'pages/custom/food/index2';

export interface StampLook {
  /** The campaign of campaigns.jsonl whose card this is. */
  campaignId: string;
  /** Picks the colours (Stamps.css, `data-look`). */
  look: 'ninghai' | 'yunhe' | 'food';
  title: MessageKey;
  lead: MessageKey;
  /** The card page's route. */
  cardRoute: StampRoute;
  /** The campaign's other page, linked from the card. */
  more?: { route: StampRoute; label: MessageKey };
}

export const NINGHAI: StampLook = {
  campaignId: 'sample-stamps-ninghai',
  look: 'ninghai',
  title: 'stamps.ninghai.title',
  lead: 'stamps.ninghai.lead',
  cardRoute: 'pages/custom/ninghai/active',
  more: { route: 'pages/custom/ninghai/activestart', label: 'stamps.card.toStart' },
};

export const YUNHE: StampLook = {
  campaignId: 'sample-stamps-yunhe',
  look: 'yunhe',
  title: 'stamps.yunhe.title',
  lead: 'stamps.yunhe.lead',
  cardRoute: 'pages/custom/yunhe/active',
};

export const FOOD: StampLook = {
  campaignId: 'sample-stamps-food',
  look: 'food',
  title: 'stamps.food.title',
  lead: 'stamps.food.lead',
  cardRoute: 'pages/custom/food/index',
  more: { route: 'pages/custom/food/index2', label: 'stamps.card.toList' },
};
