// The one 签到 button (docs/POINTS.md, "The daily check-in"): the points page, every campaign's
// task list and the campaign hub show this same card. It reads today's state from the server,
// says what a check-in gives (积分 +5 · 抽奖机会 +1 in each campaign) and, once pressed anywhere,
// says 今日已签到 everywhere: the answer replaces the one shared state every card reads.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckinAnswer, CheckinToday } from '../../api/checkin';
import { t } from '../../i18n';
import { toastFeedback } from '../../ui/feedback';
import { useLoad } from '../../ui/query';
import { checkin } from './calls';
import './DailyCheckin.css';

/** The state every card shares. */
export const CHECKIN_KEY = ['daily-checkin'] as const;

/** Campaigns named one by one up to this many; more are counted, and listed under 哪些活动. */
const NAMED = 2;

/** What a check-in gives, in a visitor's words: 积分 +5 · 游浙好运抽奖 抽奖机会 +1 (or 7 个活动各得抽奖机会). */
export function rewards(today: CheckinToday): string[] {
  const points = t('checkin.points', { n: today.points });
  if (today.chances.length > NAMED) return [points, t('checkin.chancesIn', { n: today.chances.length })];
  return [points, ...today.chances.map((c) => t('checkin.chance', { title: c.title, n: c.chances }))];
}

/** What the press gave, said once. */
export function told(a: CheckinAnswer): string {
  if (a.already) return t('checkin.already');
  const parts = [];
  if (a.points > 0) parts.push(t('checkin.points', { n: a.points }));
  const n = a.chances.length;
  if (n === 1) parts.push(t('checkin.chance', { title: a.chances[0]?.title ?? '', n: a.chances[0]?.chances ?? 0 }));
  if (n > 1) parts.push(t('checkin.chancesIn', { n }));
  return t('checkin.done', { what: parts.join(t('checkin.sep')) });
}

export interface DailyCheckinProps {
  /** Called after a press the server answered (the page reloads its own numbers). */
  onChecked?: () => void;
  /** One line instead of the card (a campaign's task row). */
  compact?: boolean;
}

export function DailyCheckin({ onChecked, compact = false }: DailyCheckinProps) {
  const state = useLoad(CHECKIN_KEY, () => checkin.today());
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const today = state.data;
  const press = async () => {
    setBusy(true);
    const a = await checkin.press();
    setBusy(false);
    if (!a) return;
    client.setQueryData(CHECKIN_KEY, a.today);
    toastFeedback.toast(told(a));
    onChecked?.();
  };
  const done = today?.done ?? false;
  const button = (
    <button type="button" className="yz-btn yz-btn--primary daily-checkin__go" disabled={!today || done || busy} onClick={() => void press()} data-testid="daily-checkin">
      {t(done ? 'checkin.checkedIn' : busy ? 'checkin.pressing' : 'checkin.go')}
    </button>
  );
  if (compact) return button;
  return (
    <section className="daily-checkin" aria-labelledby="daily-checkin-title">
      <div className="daily-checkin__text">
        <h2 id="daily-checkin-title" className="daily-checkin__title">
          {t('checkin.title')}
        </h2>
        {today && (
          <p className="daily-checkin__gives">
            {t(done ? 'checkin.gave' : 'checkin.gives')}
            {rewards(today).join(t('checkin.sep'))}
          </p>
        )}
        {today && today.chances.length > NAMED && (
          <details className="daily-checkin__which">
            <summary>{t('checkin.which')}</summary>
            <ul>
              {today.chances.map((c) => (
                <li key={c.campaignId}>{t('checkin.chance', { title: c.title, n: c.chances })}</li>
              ))}
            </ul>
          </details>
        )}
        {state.phase === 'error' && <p className="daily-checkin__gives">{t('checkin.failed')}</p>}
      </div>
      {button}
    </section>
  );
}
