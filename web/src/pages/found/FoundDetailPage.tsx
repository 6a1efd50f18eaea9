// found/detail (docs/FOUND.md): the game. The two pictures (PNGs drawn on the server, so the
// page holds no shape or place of a difference) one above the other; a tap on either is sent
// in picture units and judged on the server, whose answer draws the marks.
// The timer counts to the server's deadline (corrected by the server's clock); at zero the
// round is read again and shows its end. Ended, every difference is drawn and the score shown.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { foundPictureUrl, type FoundRegion, type FoundRound } from '../../api/found';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { offerSignIn } from '../../ui/FavouriteHeart';
import { Refused } from '../../ui/Refused';
import { newId } from '../../lib/newId';
import { useRecord } from '../../ui/query';
import { useStart } from './FoundIndexPage';
import { found } from './foundCalls';
import { useSignedIn } from './signIn';
import './Found.css';


type Mark = FoundRegion & { kind: 'found' | 'hinted' | 'missed' };

function marksOf(r: FoundRound): Mark[] {
  const found = new Set(r.found.map((f) => f.index));
  const out: Mark[] = r.found.map((f) => ({ ...f, kind: 'found' }));
  for (const h of r.hinted) if (!found.has(h.index)) out.push({ ...h, kind: 'hinted' });
  const shown = new Set(out.map((m) => m.index));
  for (const a of r.all ?? []) if (!shown.has(a.index)) out.push({ ...a, kind: 'missed' });
  return out;
}

function Picture({ round, src, label, onTap }: { round: FoundRound; src: string; label: MessageKey; onTap?: (x: number, y: number) => void }) {
  const tap = (e: MouseEvent<HTMLButtonElement>) => {
    if (!onTap || e.detail === 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = Math.round(((e.clientX - box.left) / box.width) * round.width);
    const y = Math.round(((e.clientY - box.top) / box.height) * round.height);
    onTap(Math.min(round.width, Math.max(0, x)), Math.min(round.height, Math.max(0, y)));
  };
  return (
    <figure className="found-figure">
      <button type="button" className="found-picture" aria-label={t(label)} disabled={!onTap} onClick={tap}>
        {/* Sized in picture units: the box keeps its shape before the PNG (twice as many pixels) arrives. */}
        <img src={foundPictureUrl(src)} alt="" width={round.width} height={round.height} draggable={false} decoding="async" />
        <svg className="found-marks" viewBox={`0 0 ${round.width} ${round.height}`} aria-hidden="true">
          {marksOf(round).map((m) => (
            <circle key={m.index} cx={m.cx} cy={m.cy} r={m.r + 2} className={`found-mark found-mark--${m.kind}`} />
          ))}
        </svg>
      </button>
      <figcaption>{t(label)}</figcaption>
    </figure>
  );
}

function Result({ round }: { round: FoundRound }) {
  const { busy, start } = useStart();
  return (
    <section className="found-result" aria-labelledby="found-result">
      <h2 id="found-result">{t('found.result.title')}</h2>
      {round.state === 'timed_out' && <p>{t('found.result.timedOut')}</p>}
      <p className="found-result__score">{t('found.result.score', { score: round.score })}</p>
      <p>{t('found.result.found', { found: round.found.length, total: round.differences })}</p>
      {round.found.length < round.differences && <p>{t('found.result.missed')}</p>}
      <button type="button" className="found-btn" disabled={busy} onClick={() => void start()}>
        {t('found.result.again')}
      </button>
      <Link className="found-btn found-btn--ghost" to={pageUrl('pages/found/list')}>
        {t('found.result.records')}
      </Link>
    </section>
  );
}

function Game({ first, reload }: { first: FoundRound; reload: () => void }) {
  const [round, setShown] = useState(first);
  const client = useQueryClient();
  // What the server last answered is the round: on screen and in the cache the page reads
  // when opened again (from my records, say).
  const setRound = (r: FoundRound) => {
    setShown(r);
    client.setQueryData(['found-round', r.roundId], r);
    if (r.state !== 'open') {
      void client.invalidateQueries({ queryKey: ['found-rounds'] });
      void client.invalidateQueries({ queryKey: ['found-best'] });
    }
  };
  const [said, setSaid] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(first), [first]);
  const skew = useRef(first.now - Date.now());
  const left = () => Math.max(0, Math.ceil((round.deadlineAt - (Date.now() + skew.current)) / 1000));
  const [secs, setSecs] = useState(left);
  const open = round.state === 'open';
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      const s = left();
      setSecs(s);
      if (s === 0) {
        window.clearInterval(timer);
        // The server ends the round; reading it again shows the end.
        window.setTimeout(reload, 2500);
      }
    }, 500);
    return () => window.clearInterval(timer);
    // One timer per open round: `left` reads the round's deadline and a ref.
  }, [round.roundId, open]);
  const finish = async () => {
    setBusy(true);
    const r = await found.finish(round.roundId);
    setBusy(false);
    if (r) setRound(r);
  };
  const tap = async (x: number, y: number) => {
    const a = await found.tap(round.roundId, x, y, newId('t'));
    if (!a) {
      reload();
      return;
    }
    setSaid(a.hit ? (a.fresh ? 'found.game.hit' : 'found.game.again') : 'found.game.miss');
    setRound(a.round);
    // Every difference found: the round ends with the time left counted.
    if (a.fresh && a.round.found.length === a.round.differences) void finish();
  };
  const hint = async () => {
    setBusy(true);
    const r = await found.hint(round.roundId, newId('h'));
    setBusy(false);
    if (r) {
      setRound(r);
      setSaid('found.game.hinted');
    }
  };
  const askFinish = () => {
    const n = round.differences - round.found.length;
    if (n > 0 && !window.confirm(t('found.game.confirmFinish', { n }))) return;
    void finish();
  };
  const onTap = open ? (x: number, y: number) => void tap(x, y) : undefined;
  return (
    <div className="found found--game">
      <h2 className="found-heading">{round.sceneName}</h2>
      {open && (
        <div className="found-bar">
          <span>{t('found.game.progress', { found: round.found.length, total: round.differences })}</span>
          <span>{t('found.game.misses', { n: round.misses })}</span>
          <span className="found-timer" role="timer" data-low={secs <= 15}>
            {t('found.game.left', { s: secs })}
          </span>
        </div>
      )}
      <p className="found-said" role="status">
        {said && open ? t(said) : ''}
      </p>
      <Picture round={round} src={round.pictureA} label="found.game.pictureA" onTap={onTap} />
      <Picture round={round} src={round.pictureB} label="found.game.pictureB" onTap={onTap} />
      {open ? (
        <div className="found-actions">
          <button type="button" className="found-btn found-btn--ghost" disabled={busy || round.hintsLeft === 0} onClick={() => void hint()}>
            {round.hintsLeft === 0 ? t('found.game.noHint') : t('found.game.hint', { n: round.hintsLeft })}
          </button>
          <button type="button" className="found-btn" disabled={busy} onClick={askFinish}>
            {t(busy ? 'found.game.finishing' : 'found.game.finish')}
          </button>
        </div>
      ) : (
        <Result round={round} />
      )}
    </div>
  );
}

export default function FoundDetailPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  // A round is its player's alone: before signing in there is nothing to ask for.
  const id = signedIn ? params.get('id') : null;
  const state = useRecord('found-round', id, (x) => found.round(x));
  if (signedIn === null || state.phase === 'loading') return <PageSkeleton rows={4} />;
  if (!signedIn) return <LostRound message="found.lost.signIn" signedIn={false} />;
  if (state.phase === 'error') return <ErrorState text="found.game.failed" onRetry={state.retry} />;
  if (state.phase === 'missing' || !state.data) return <LostRound message={params.get('id') ? 'found.lost.unknown' : 'found.lost.noId'} signedIn />;
  return <Game first={state.data} reload={state.retry} />;
}

/** Opened without its round (a reload of an old link, a shared one, a link cut short): what happened and the way to play. */
function LostRound({ message, signedIn }: { message: MessageKey; signedIn: boolean }) {
  const { busy, start } = useStart();
  return (
    <div className="found">
      <Refused className="found-lost" title={t('found.lost.title')} message={t(message)}>
        <div className="found-lost__actions">
          {signedIn ? (
            <button type="button" className="found-btn" disabled={busy} onClick={() => void start()}>
              {t(busy ? 'found.index.starting' : 'found.lost.start')}
            </button>
          ) : (
            <button type="button" className="found-btn" onClick={offerSignIn}>
              {t('found.signIn.go')}
            </button>
          )}
          <Link className="found-btn found-btn--ghost" to={pageUrl(signedIn ? 'pages/found/list' : 'pages/found/index')}>
            {t(signedIn ? 'found.list.title' : 'found.lost.rules')}
          </Link>
        </div>
      </Refused>
    </div>
  );
}
