// custom/wukong/play (docs/GAMES.md): a round of the game. Start opens a signed play session
// on the server (its seed draws the round); at the end the score goes to the server, whose
// verdict (accepted with my best and the chances earned, or refused with its reason) is
// shown. Sound can be muted; the round pauses when the page is hidden.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PlaySession, ScoreResult } from '../../../api/games';
import { CampaignDraw } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { games } from './calls';
import type { Play } from './game';
import { Sound } from './sound';
import { Stage } from './Stage';
import { SignInFirst, useSignedIn } from './signIn';
import './Wukong.css';

type Phase =
  | { name: 'ready' }
  | { name: 'opening' }
  | { name: 'playing'; session: PlaySession }
  | { name: 'submitting'; session: PlaySession; score: number; play: Play }
  | { name: 'result'; session: PlaySession; score: number; play: Play; result: ScoreResult }
  | { name: 'refused'; session: PlaySession; score: number; play: Play; message: string }
  | { name: 'failed'; session: PlaySession; score: number; play: Play };

/** A shorter round (5–45 s) for tests: `?seconds=12`. */
function roundSeconds(v: string | null): number | undefined {
  const n = Number(v);
  return v && Number.isFinite(n) ? Math.min(45, Math.max(5, Math.round(n))) : undefined;
}

const isElder = () => document.documentElement.classList.contains('elder');

function Verdict({ phase, onAgain, onRetry }: { phase: Phase; onAgain: () => void; onRetry: () => void }) {
  if (phase.name === 'submitting') {
    return (
      <p className="wk-verdict" role="status">
        {t('wukong.play.submitting')}
      </p>
    );
  }
  if (phase.name !== 'result' && phase.name !== 'refused' && phase.name !== 'failed') return null;
  const tiers = phase.session.rules.chanceTiers;
  const c = phase.name === 'result' ? phase.result.chance : null;
  return (
    <section className="wk-result" aria-labelledby="wk-result-title">
      <h2 id="wk-result-title">{t('wukong.result.title')}</h2>
      <p className="wk-result__score">{t('wukong.result.score', { n: phase.score })}</p>
      {phase.name === 'result' && (
        <div role="status">
          <p className="wk-ok">{t('wukong.result.accepted')}</p>
          <p>{t('wukong.result.best', { n: phase.result.best })}</p>
          {c?.outcome === 'earned' && <p>{t('wukong.result.earned', { n: c.chances, left: c.chancesLeft ?? 0 })}</p>}
          {c?.outcome === 'already' && <p>{t('wukong.result.already')}</p>}
          {c && (c.outcome === 'capped' || c.outcome === 'refused') && c.message && <p>{c.message}</p>}
          {!c && <p>{t('wukong.result.noChance', { a: tiers[0] ?? 0 })}</p>}
        </div>
      )}
      {phase.name === 'refused' && (
        <div role="alert">
          <p className="wk-no">{t('wukong.result.refused')}</p>
          <p>{phase.message}</p>
        </div>
      )}
      {phase.name === 'failed' && (
        <div role="alert">
          <p className="wk-no">{t('wukong.result.failed')}</p>
          <button type="button" className="wk-btn" onClick={onRetry}>
            {t('wukong.result.retry')}
          </button>
        </div>
      )}
      {c && (c.outcome === 'earned' || c.outcome === 'already') && (
        <CampaignDraw campaignId={c.campaignId} title="wukong.draw.title" lead="wukong.draw.lead" />
      )}
      <button type="button" className="wk-btn" onClick={onAgain}>
        {t('wukong.result.again')}
      </button>
      <Link className="wk-btn wk-btn--ghost" to={pageUrl('pages/custom/wukong/index')}>
        {t('wukong.result.board')}
      </Link>
    </section>
  );
}

export default function WukongPlayPage() {
  const [params] = useSearchParams();
  const seconds = roundSeconds(params.get('seconds'));
  const signedIn = useSignedIn();
  const sound = useMemo(() => new Sound(), []);
  const [muted, setMuted] = useState(sound.muted);
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const [hud, setHud] = useState({ score: 0, left: seconds ?? 45 });
  const [paused, setPaused] = useState(false);
  const [round, setRound] = useState(0);
  const elder = useMemo(isElder, []);

  // Hidden page: the round stops until the visitor resumes it.
  useEffect(() => {
    const onVisibility = () => {
      if (document.hidden) setPaused(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const start = async () => {
    sound.unlock();
    setPhase({ name: 'opening' });
    const s = await games.open();
    if (!s) {
      setPhase({ name: 'ready' });
      return;
    }
    setHud({ score: 0, left: seconds ?? s.rules.roundSeconds });
    setPaused(false);
    setRound((r) => r + 1);
    setPhase({ name: 'playing', session: s });
  };

  const submit = async (session: PlaySession, score: number, play: Play) => {
    setPhase({ name: 'submitting', session, score, play });
    let refusal: string | null = null;
    const r = await games.submit(session.session, score, play, `wukong-${session.sessionId}`, (m) => {
      refusal = m;
    });
    if (r) setPhase({ name: 'result', session, score, play, result: r });
    else if (refusal !== null) setPhase({ name: 'refused', session, score, play, message: refusal });
    else setPhase({ name: 'failed', session, score, play });
  };

  const toggleMute = () => {
    sound.setMuted(!muted);
    setMuted(!muted);
  };

  if (signedIn === false) {
    return (
      <div className="wk">
        <SignInFirst />
      </div>
    );
  }
  const session = phase.name === 'ready' || phase.name === 'opening' ? null : phase.session;
  return (
    <div className="wk wk--play">
      <div className="wk-hud">
        <span className="wk-hud__score" aria-live="off">
          {t('wukong.play.score', { n: hud.score })}
        </span>
        <span className="wk-hud__left">{t('wukong.play.left', { s: hud.left })}</span>
        <button type="button" className="wk-icon" aria-pressed={muted} onClick={toggleMute}>
          {t(muted ? 'wukong.play.unmute' : 'wukong.play.mute')}
        </button>
        {phase.name === 'playing' && (
          <button type="button" className="wk-icon" onClick={() => setPaused(!paused)}>
            {t(paused ? 'wukong.play.resume' : 'wukong.play.pause')}
          </button>
        )}
      </div>
      <div className="wk-stage">
        {session && (
          <Stage
            key={round}
            seed={session.seed}
            elder={elder}
            seconds={seconds}
            sound={sound}
            paused={paused || phase.name !== 'playing'}
            onHud={(score, left) => setHud({ score, left })}
            onOver={(score, play) => void submit(session, score, play)}
          />
        )}
        {(phase.name === 'ready' || phase.name === 'opening') && (
          <div className="wk-overlay">
            <p>{t('wukong.play.ready')}</p>
            <button type="button" className="wk-btn wk-btn--big" disabled={phase.name === 'opening' || signedIn === null} onClick={() => void start()}>
              {t(phase.name === 'opening' ? 'wukong.play.opening' : 'wukong.play.go')}
            </button>
          </div>
        )}
        {phase.name === 'playing' && paused && (
          <div className="wk-overlay">
            <p>{t('wukong.play.paused')}</p>
            <button type="button" className="wk-btn wk-btn--big" onClick={() => setPaused(false)}>
              {t('wukong.play.resume')}
            </button>
          </div>
        )}
        {(phase.name === 'submitting' || phase.name === 'result' || phase.name === 'refused' || phase.name === 'failed') && (
          <div className="wk-overlay wk-overlay--result">
            <Verdict
              phase={phase}
              onAgain={() => void start()}
              onRetry={() => phase.name === 'failed' && void submit(phase.session, phase.score, phase.play)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
