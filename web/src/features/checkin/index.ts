// The one daily check-in (docs/POINTS.md): the card and button every page with 签到 shows, and
// its calls.
//
// - DailyCheckin   today's state and what it gives, the one button; `compact` for a task row.
// - calls.ts       `checkin`: today's state (GET) and the press (POST /ver3/api/v3/checkin).
export { checkin } from './calls';
export { CHECKIN_KEY, DailyCheckin, rewards, told, type DailyCheckinProps } from './DailyCheckin';
