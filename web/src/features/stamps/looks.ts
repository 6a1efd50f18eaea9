// The three stamp campaigns' looks and words, each keyed by the page the campaign's card opens
// (the server's `page` of the campaign): the pages pass one of these to the shared card, start
// and by-city views, which are otherwise the same for every county. Which campaign a page
// shows is the server's (useStampCard): no campaign id is written here.
import type { CampaignPageRoute } from '../../api/campaigns';
import type { MessageKey } from '../../i18n';

/** The stamp campaigns' own pages. */
export type StampRoute =
  | 'pages/custom/ninghai/active'
  | 'pages/custom/ninghai/activestart'
  | 'pages/custom/yunhe/active'
  | 'pages/custom/food/index'
  | 'pages/custom/food/index2';

export interface StampLook {
  /** The page the campaign's card opens, as the server names it: the server's current campaign of this page is shown. */
  page: CampaignPageRoute;
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
  page: 'pages/custom/ninghai/activestart',
  look: 'ninghai',
  title: 'stamps.ninghai.title',
  lead: 'stamps.ninghai.lead',
  cardRoute: 'pages/custom/ninghai/active',
  more: { route: 'pages/custom/ninghai/activestart', label: 'stamps.card.toStart' },
};

export const YUNHE: StampLook = {
  page: 'pages/custom/yunhe/active',
  look: 'yunhe',
  title: 'stamps.yunhe.title',
  lead: 'stamps.yunhe.lead',
  cardRoute: 'pages/custom/yunhe/active',
};

export const FOOD: StampLook = {
  page: 'pages/custom/food/index',
  look: 'food',
  title: 'stamps.food.title',
  lead: 'stamps.food.lead',
  cardRoute: 'pages/custom/food/index',
  more: { route: 'pages/custom/food/index2', label: 'stamps.card.toList' },
};
