// The shared pieces of every campaign page (docs/CAMPAIGNS.md, docs/CAMPAIGN_PAGES.md): the
// blind-box, Qixi, quiz-draw and shop pages build on these, with api/campaigns.ts. Each takes
// what the server answered and shows it; none decides anything itself. Import `./Campaign.css`
// once per page (or import from here, which does).
//
// - calls.ts           `campaigns`: the typed calls over the app's request layer.
// - CampaignCover      the operator's cover photo on the campaign's page (nothing without one).
// - CampaignWindow     the window banner from the server's `status`: 活动尚未开始 / 活动已结束 with
//                      the dates (nothing while it runs), and the sample label.
// - ChancesPanel       chances left, draws today / in all against the limits, whyNot, and each
//                      task with today's state and its button: daily check-in, place check-in
//                      (services.locate → the server checks 500 m; its refusal names the
//                      distance), share, the quiz. `checkInAt` is the place check-in alone.
// - DrawStage          one press = one draw keyed `draw-<uuid>`; runs through the slots and lands
//                      on the server's answer; a double tap draws once; a lost answer's retry
//                      reuses the key; refusals show the server's message. `grid` or `box`.
// - CampaignDraw       a campaign's draw offered on another page (the quiz result): window, stage,
//                      and a won prize's code, QR and address form right there.
// - PrizeQr            the code `ABCDE-FGHJK` and its QR code (qrcode-generator, loaded lazily).
// - PrizeState         the state badge (won → address_given → shipped / redeemed; expired), dates.
// - MyPrizes           `useMyPrizes` + `MyPrizesList` (optionally one campaign's) + `PrizeRow`.
// - PrizeDetail        one prize with its address, code and the AddressForm while it takes one.
// - AddressForm        name 1–20, mainland mobile, address 5–120; the server's 40000 on its field.
// - RulesView          rules text, window, limits, eligibility, tasks.
// - PrizePool          prizes with what is left and the chance per draw, and the lose chance.
// - PrizeImage         a prize's picture as a thumbnail with its alt text (nothing without one).
// - WinnersList        the latest winners, names masked by the server.
// - usePullRefresh     pull-down refresh for the PULL_REFRESH routes (as tour/integral does it);
//                      useQueryRefresh reloads the page's queries by key prefix with it.
// - CampaignPages      a campaign's own sub-pages: pool and winners, rules, my prizes, address.
// - useTaskPlaces      the place check-in's places with names and positions.
// - useSignedIn, SignInPrompt   campaigns are taken part in signed in.
// - format.ts          Shanghai times as a visitor reads them.
// - limits.ts          `limitReached`: today's or the campaign's limit reached, by the server's counts.
import './Campaign.css';

export { campaigns } from './calls';
export { CampaignCover } from './CampaignCover';
export { CampaignWindow } from './CampaignWindow';
export { ChancesPanel, checkInAt, taskName, type ChancesPanelProps } from './ChancesPanel';
export { DrawStage, LOSE_SLOT, type DrawStageProps } from './DrawStage';
export { CampaignDraw } from './CampaignDraw';
export { PrizeQr } from './PrizeQr';
export { PrizeDates, PrizeStateBadge, prizeKindText } from './PrizeState';
export { MY_PRIZES_KEY, MyPrizesList, PrizeRow, codeShown, useMyPrizes } from './MyPrizes';
export { PrizeDetail, takesAddress } from './PrizeDetail';
export { AddressForm, checkAddress } from './AddressForm';
export { RulesView } from './RulesView';
export { PrizePool } from './PrizePool';
export { PrizeImage } from './PrizeImage';
export { WinnersList } from './WinnersList';
export { PULL_PX, usePullRefresh } from './usePullRefresh';
export { useQueryRefresh } from './useQueryRefresh';
export { CampaignAddressPage, CampaignMyPrizesPage, CampaignPoolPage, CampaignRulesPage } from './CampaignPages';
export { taskPlaceIds, useTaskPlaces, type TaskPlace } from './useTaskPlaces';
export { useSignedIn } from '../../ui/SignInFirst';
export { SignInPrompt } from './SignInPrompt';
export { shanghaiDay, shanghaiMinute } from './format';
export { limitReached, type LimitReached } from './limits';
