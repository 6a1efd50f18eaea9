// The leaderboard with its two tabs: today (Asia/Shanghai) and all time; names come masked
// from the server, the visitor's own line is marked.
import { useState } from 'react';
import type { BoardPeriod } from '../../../api/games';
import { t } from '../../../i18n';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { games } from './calls';

export function Board() {
  const [period, setPeriod] = useState<BoardPeriod>('today');
  const board = useLoad(['wukong-board', period], () => games.leaderboard(period));
  const tab = (p: BoardPeriod) => (
    <button
      type="button"
      role="tab"
      id={`wk-tab-${p}`}
      aria-selected={period === p}
      aria-controls="wk-board-list"
      className="wk-tab"
      onClick={() => setPeriod(p)}
    >
      {t(p === 'today' ? 'wukong.board.today' : 'wukong.board.all')}
    </button>
  );
  const entries = board.data?.entries ?? [];
  return (
    <section className="wk-board" aria-labelledby="wk-board-title">
      <h2 id="wk-board-title">{t('wukong.board.title')}</h2>
      <div role="tablist" className="wk-tabs">
        {tab('today')}
        {tab('all')}
      </div>
      <div id="wk-board-list" role="tabpanel" aria-labelledby={`wk-tab-${period}`}>
        {board.phase === 'loading' && !board.data && <PageSkeleton rows={3} />}
        {board.phase === 'error' && <ErrorState text="wukong.board.failed" onRetry={board.retry} />}
        {board.data && entries.length === 0 && <EmptyState text="wukong.board.empty" />}
        {entries.length > 0 && (
          <ol className="wk-lines">
            {entries.map((e) => (
              <li key={e.rank} className="wk-line" data-mine={e.mine}>
                <span className="wk-rank" aria-label={t('wukong.board.rank', { n: e.rank })}>
                  {e.rank}
                </span>
                <span className="wk-name">
                  {e.name}
                  {e.mine ? t('wukong.board.me') : ''}
                </span>
                <span className="wk-points">{t('wukong.board.points', { n: e.score })}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
