// custom/wukong/index (docs/GAMES.md): the rules, my best, the leaderboards, and the start.
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { Board } from './Board';
import { games } from './calls';
import { SignInFirst, useSignedIn } from './signIn';
import './Wukong.css';

function MyBest() {
  const mine = useLoad(['wukong-me'], () => games.mine());
  const m = mine.data;
  if (!m) return null;
  return (
    <p className="wk-best" role="status">
      {m.best == null ? t('wukong.index.noBest') : t('wukong.index.best', { n: m.best })}
      {m.bestToday != null && <span> · {t('wukong.index.bestToday', { n: m.bestToday })}</span>}
    </p>
  );
}

export default function WukongIndexPage() {
  const rules = useLoad(['wukong-rules'], () => games.rules());
  const signedIn = useSignedIn();
  const r = rules.data;
  return (
    <div className="wk">
      <header className="wk-hero">
        <h2>{t('wukong.index.title')}</h2>
        <p>{t('wukong.index.lead')}</p>
      </header>
      {rules.phase === 'loading' && !r && <PageSkeleton rows={3} />}
      {rules.phase === 'error' && <ErrorState text="wukong.index.failed" onRetry={rules.retry} />}
      {r && (
        <ol className="wk-rules">
          <li>{t('wukong.rule.round', { s: r.roundSeconds })}</li>
          <li>{t('wukong.rule.points', { p: r.peachPoints, g: r.goldenPoints })}</li>
          <li>{t('wukong.rule.rock')}</li>
          <li>{t('wukong.rule.chance', { a: r.chanceTiers[0] ?? 0, b: r.chanceTiers[1] ?? 0 })}</li>
          <li>{t('wukong.rule.check')}</li>
        </ol>
      )}
      {signedIn === false ? (
        <SignInFirst />
      ) : (
        <>
          {signedIn && <MyBest />}
          <Link className="wk-btn" to={pageUrl('pages/custom/wukong/play')}>
            {t('wukong.index.start')}
          </Link>
        </>
      )}
      <Board />
    </div>
  );
}
