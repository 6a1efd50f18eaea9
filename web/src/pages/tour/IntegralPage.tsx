// tour/integral (docs/POINTS.md): the balance, the level and the way to the next, today's
// tasks with the check-in, and pull-down refresh.
import { useRef, useState, type TouchEvent } from 'react';
import { DailyCheckin } from '../../features/checkin';
import type { PointsSummary, PointTask } from '../../api/points';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { points, useSignedIn } from './mineCalls';
import { MineSignIn, MyDataSection } from '../../features/account';
import './Mine.css';

/** A pull this far down (at the top of the page) refreshes. */
const PULL_PX = 64;
/** The levels by balance (docs/POINTS.md), for the table under the tasks. */
const LEVELS: readonly [number, MessageKey][] = [
  [0, 'mine.level.0'],
  [100, 'mine.level.100'],
  [500, 'mine.level.500'],
  [2000, 'mine.level.2000'],
];

/** Where a task the server credits is done, for the tasks without a page of their own. */
const TASK_HINT: Record<string, MessageKey> = { review_published: 'mine.points.task.review', share_visit: 'mine.points.task.share' };

function Task({ task }: { task: PointTask }) {
  return (
    <li className="mine-task">
      <span className="mine-task__text">
        <span className="mine-task__name">{task.description}</span>
        <span className="mine-task__meta">
          {t('mine.points.task.points', { n: task.points })} · {t('mine.points.task.progress', { done: task.done_today, cap: task.daily_cap })}
        </span>
      </span>
      {task.event === 'correction_accepted' ? (
        <Link className="yz-btn mine-task__go" to={pageUrl('pages/newcate/error')}>{t('title.newcate/error')}</Link>
      ) : task.event === 'campaign' ? (
        // Points prizes of the campaigns' draws are credited under this rule.
        <Link className="yz-btn mine-task__go" to={pageUrl('pages/custom/huawei/index')}>{t('mine.points.task.campaign')}</Link>
      ) : (
        <span className="mine-task__coming">{t(TASK_HINT[task.event] ?? 'mine.points.task.coming')}</span>
      )}
    </li>
  );
}

function Summary({ data, refresh }: { data: PointsSummary; refresh: () => void }) {
  const next = data.next;
  const span = next ? next.min - data.level.min : 1;
  const progress = next ? Math.min(100, Math.round(((data.balance - data.level.min) / span) * 100)) : 100;
  return (
    <>
      <section className="mine-balance" aria-labelledby="mine-balance-title">
        <h2 id="mine-balance-title" className="mine-balance__title">
          {t('mine.points.balance')}
        </h2>
        <p className="mine-balance__value">{data.balance}</p>
        <p className="mine-balance__level">{t('mine.points.level', { name: data.level.name })}</p>
        <div className="mine-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t('mine.points.level', { name: data.level.name })}>
          <span style={{ width: `${progress}%` }} />
        </div>
        <p className="mine-balance__next">{next ? t('mine.points.toNext', { n: next.min - data.balance, name: next.name }) : t('mine.points.top')}</p>
        <Link className="mine-balance__records" to={pageUrl('pages/tour/integrallist')}>
          {t('mine.points.records')}
        </Link>
      </section>
      <DailyCheckin onChecked={refresh} />
      <section className="mine-section" aria-labelledby="mine-tasks-title">
        <h2 id="mine-tasks-title" className="mine-section__title">
          {t('mine.points.tasks')}
        </h2>
        <ul className="mine-tasks">
          {/* The check-in the visitor posts is the card above, with what else it gives. */}
          {data.tasks
            .filter((task) => !task.visitor_may_post)
            .map((task) => (
              <Task key={task.event} task={task} />
            ))}
        </ul>
      </section>
      <section className="mine-section" aria-labelledby="mine-levels-title">
        <h2 id="mine-levels-title" className="mine-section__title">
          {t('mine.points.levels')}
        </h2>
        <ul className="mine-levels">
          {LEVELS.map(([min, name]) => (
            <li key={min} aria-current={min === data.level.min || undefined}>
              {t('mine.points.levelRow', { name: t(name), min })}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Where points are spent and chances won: the points shop and the campaign hub (both browsable before signing in). */
function SpendPoints() {
  return (
    <section className="mine-section" aria-labelledby="mine-spend-title">
      <h2 id="mine-spend-title" className="mine-section__title">
        {t('mine.points.spend')}
      </h2>
      <nav className="mine-spend">
        <Link className="mine-spend__card" to={pageUrl('pages/actives/shop')}>
          <span className="mine-spend__name">{t('mine.points.shop')}</span>
          <span className="mine-spend__lead">{t('mine.points.shopLead')}</span>
        </Link>
        <Link className="mine-spend__card" to={pageUrl('pages/actives/index')}>
          <span className="mine-spend__name">{t('mine.points.hub')}</span>
          <span className="mine-spend__lead">{t('mine.points.hubLead')}</span>
        </Link>
      </nav>
    </section>
  );
}

function Integral() {
  const state = useLoad(['points'], () => points.summary());
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    start.current = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    setPull(Math.max(0, Math.min(120, (e.touches[0]?.clientY ?? start.current) - start.current)));
  };
  const onTouchEnd = () => {
    if (start.current !== null && pull >= PULL_PX) state.retry();
    start.current = null;
    setPull(0);
  };
  const refreshing = state.phase === 'loading' && state.data !== undefined;
  return (
    <div className="mine" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      {(pull > 0 || refreshing) && (
        <p className="mine-pull" role="status" style={{ height: refreshing ? 36 : pull / 2 }}>
          {t(refreshing ? 'mine.points.refreshing' : pull >= PULL_PX ? 'mine.points.release' : 'mine.points.pull')}
        </p>
      )}
      {state.phase === 'loading' && !state.data && <PageSkeleton rows={3} />}
      {state.phase === 'error' && <ErrorState text="mine.points.failed" onRetry={state.retry} />}
      {state.data && state.phase !== 'error' && <Summary data={state.data} refresh={state.retry} />}
      <SpendPoints />
      <MyDataSection />
    </div>
  );
}

export default function IntegralPage() {
  const signedIn = useSignedIn();
  if (signedIn === null) return <PageSkeleton rows={3} />;
  if (!signedIn)
    return (
      <>
        <MineSignIn />
        <div className="mine">
          <SpendPoints />
        </div>
      </>
    );
  return <Integral />;
}
