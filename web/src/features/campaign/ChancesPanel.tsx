// The visitor's chances: how many are left, today's and the campaign's draws against the
// limits, and each task that earns more with its state today and its button — the daily
// check-in, a check-in at one of the task's places (the visitor's position from the app's
// location chain, services.locate; the server checks the 500 m), a share, the way to the quiz,
// the game or a place to review. Every earn is the
// server's: the panel shows its answer (or its refusal) and asks the page to reload.
import { useState } from 'react';
import { placeCheckinKey, type CampaignDetail, type MyProgress, type TaskProgress } from '../../api/campaigns';
import { DailyCheckin } from '../checkin/DailyCheckin';
import { t, type MessageKey } from '../../i18n';
import { distanceKm } from '../../lib/distance';
import { pageUrl } from '../../lib/pageUrl';
import { isVisitorsOwn } from '../../session/where';
import { locate } from '../../services';
import { toastFeedback } from '../../ui/feedback';
import { Link } from '../../ui/Link';
import { distanceLabel } from '../../ui/place/format';
import { campaigns } from './calls';
import type { TaskPlace } from './useTaskPlaces';

const TASK_NAME: Record<string, MessageKey> = {
  checkin: 'campaign.task.checkin',
  place_checkin: 'campaign.task.place_checkin',
  share_visit: 'campaign.task.share_visit',
  quiz_passed: 'campaign.task.quiz_passed',
  review_published: 'campaign.task.review_published',
  qixi_paired: 'campaign.task.qixi_paired',
  game_score: 'campaign.task.game_score',
};
export const taskName = (task: string): string => (TASK_NAME[task] ? t(TASK_NAME[task]) : task);

const OUTCOME: Record<string, MessageKey> = {
  earned: 'campaign.earn.earned',
  already: 'campaign.earn.already',
  capped: 'campaign.earn.capped',
};

export interface ChancesPanelProps {
  campaignId: string;
  detail: CampaignDetail;
  me: MyProgress;
  /** The places the place check-in counts, with names (useTaskPlaces). */
  places?: readonly TaskPlace[];
  /** Called after every earn the server answered, to reload the visitor's progress. */
  onChanged: () => void;
}

/** Says what the server answered to an earn. */
function told(outcome: string, n: number, left: number) {
  toastFeedback.toast(t(OUTCOME[outcome] ?? 'campaign.earn.already', { n, left }));
}

/** Checks in at a place with the visitor's position; a refusal (too far, with the distance) is said as the server wrote it. */
export async function checkInAt(campaignId: string, placeId: string, say: (m: string) => void): Promise<boolean> {
  say(t('campaign.task.locating'));
  const where = await locate();
  if (!isVisitorsOwn(where)) {
    say(t('campaign.task.noPosition'));
    return false;
  }
  let refusal = '';
  const r = await campaigns.earn(
    campaignId,
    { task: 'place_checkin', key: placeCheckinKey(placeId), placeId, lat: where.lat, lng: where.lng },
    (x) => (refusal = x.message),
  );
  if (!r) {
    say(refusal);
    return false;
  }
  say('');
  told(r.outcome, r.chances, r.chancesLeft);
  return true;
}

function PlaceRows({ campaignId, places, onChanged, done }: { campaignId: string; places: readonly TaskPlace[]; onChanged: () => void; done: boolean }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ id: string; text: string } | null>(null);
  const [from, setFrom] = useState<{ lat: number; lng: number } | null>(null);
  const press = async (id: string) => {
    setBusy(id);
    const ok = await checkInAt(campaignId, id, (text) => setNote(text ? { id, text } : null));
    const where = await locate();
    if (isVisitorsOwn(where)) setFrom(where);
    setBusy(null);
    if (ok) onChanged();
  };
  return (
    <ul className="cmp-places">
      {places.map((p) => (
        <li key={p.id} className="cmp-place">
          <span className="cmp-place__text">
            <Link to={pageUrl('pages/poi/detail/scenic', { id: p.id })}>{p.name}</Link>
            <span className="cmp-muted">
              {p.city} · {p.county}
              {from && ` · ${distanceLabel(distanceKm(from, p))}`}
            </span>
            {note?.id === p.id && (
              <span className="cmp-note" role="status">
                {note.text}
              </span>
            )}
          </span>
          <button type="button" className="cmp-btn cmp-btn--small" disabled={busy !== null || done} onClick={() => void press(p.id)}>
            {t('campaign.task.go.place')}
          </button>
        </li>
      ))}
    </ul>
  );
}

async function share(): Promise<void> {
  const url = window.location.href.replace(/([?&])openid=[^&]*&?/, '$1').replace(/[?&]$/, '');
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: document.title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toastFeedback.toast(t('campaign.share.copied'));
  } catch {
    toastFeedback.toast(t('campaign.share.hint'));
  }
}

function TaskRow({ task, props }: { task: TaskProgress; props: ChancesPanelProps }) {
  const done = task.doneToday >= task.perDay;
  const mayTakePart = props.me.mayTakePart;
  let action = null;
  if (task.task === 'checkin') {
    // The one daily check-in: the same button and state as the points page and the hub; it
    // gives this campaign's chance together with the points and every other campaign's.
    action = <DailyCheckin compact onChecked={props.onChanged} />;
  } else if (task.task === 'share_visit') {
    action = (
      <button type="button" className="cmp-btn cmp-btn--small" disabled={!mayTakePart} onClick={() => void share()}>
        {t('campaign.task.go.share')}
      </button>
    );
  } else if (task.task === 'quiz_passed') {
    action = (
      <Link className="cmp-btn cmp-btn--small" to={pageUrl('pages/custom/answer/index')}>
        {t('campaign.task.go.quiz')}
      </Link>
    );
  } else if (task.task === 'review_published') {
    // Credited by the server when a review is published (docs/CAMPAIGNS.md): the way to a
    // place to write it about — the places near the visitor, each page with 写点评.
    action = (
      <Link className="cmp-btn cmp-btn--small" to={pageUrl('pages/tour/nearby')}>
        {t('campaign.task.go.review')}
      </Link>
    );
  } else if (task.task === 'game_score') {
    action = (
      <Link className="cmp-btn cmp-btn--small" to={pageUrl('pages/custom/wukong/index')}>
        {t('campaign.task.go.game')}
      </Link>
    );
  }
  return (
    <li className="cmp-task" data-task={task.task}>
      <div className="cmp-task__row">
        <span className="cmp-task__text">
          <span className="cmp-task__name">{taskName(task.task)}</span>
          <span className="cmp-muted">{t('campaign.chances.progress', { done: task.doneToday, perDay: task.perDay, n: task.chances })}</span>
        </span>
        {action}
      </div>
      {task.task === 'place_checkin' && props.places && props.places.length > 0 && (
        <PlaceRows campaignId={props.campaignId} places={props.places} onChanged={props.onChanged} done={done || !mayTakePart} />
      )}
    </li>
  );
}

export function ChancesPanel(props: ChancesPanelProps) {
  const { me } = props;
  return (
    <section className="cmp-card cmp-chances" aria-labelledby="cmp-chances-title">
      <div className="cmp-chances__head">
        <h2 id="cmp-chances-title">{t('campaign.chances.left')}</h2>
        <p className="cmp-chances__n" data-testid="chances-left">
          {t('campaign.chances.count', { n: me.chancesLeft })}
        </p>
      </div>
      <p className="cmp-muted">{t('campaign.chances.limits', { today: me.drawsToday, perDay: me.perDay, all: me.drawsInAll, inAll: me.inAll })}</p>
      {!me.mayTakePart && me.whyNot && (
        <p className="cmp-note" role="status">
          {me.whyNot}
        </p>
      )}
      {me.tasks.length > 0 && (
        <>
          <h3 className="cmp-sub">{t('campaign.chances.tasks')}</h3>
          <ul className="cmp-tasks">
            {me.tasks.map((task) => (
              <TaskRow key={task.task} task={task} props={props} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
