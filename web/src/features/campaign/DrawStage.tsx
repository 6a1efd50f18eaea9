// The draw: one press is one draw, named by a key made for that press (`draw-<uuid>`). While
// the server decides, the stage runs through its slots (the prizes and 谢谢参与); when the
// answer comes it keeps going until it stops on what the server answered — never on a guess.
// A second press while one is under way does nothing (so a double tap draws once), and a
// press after a lost answer sends the same key again (the server answers the first draw).
// A refusal (no chance left, outside the window, a limit) shows the server's message.
// Signed out, the press keeps its key through sign-in (ui/intent.ts) and the stage shown on
// coming back draws with that same key, once: a replay twice over is one draw.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { drawKey, type DrawAnswer, type MyProgress, type PrizeCard } from '../../api/campaigns';
import { t, type MessageKey } from '../../i18n';
import { useIntent } from '../../ui/intent';
import { campaigns } from './calls';
import { limitReached } from './limits';
import { Refused } from '../../ui/Refused';

export const LOSE_SLOT = 'lose';

export interface DrawStageProps {
  campaignId: string;
  /** The slots the stage runs through: the campaign's prizes (from its detail). */
  prizes: readonly Pick<PrizeCard, 'id' | 'name'>[];
  chancesLeft: number;
  /** From the visitor's progress: false outside the window or when not eligible (whyNot says why). */
  mayTakePart: boolean;
  whyNot?: string | null;
  /**
   * The visitor's draws today and in all against the limits, as `…/me` answered them: the
   * button is not offered once one is reached (the server would refuse), and says which.
   */
  limits?: Pick<MyProgress, 'drawsToday' | 'perDay' | 'drawsInAll' | 'inAll'>;
  /** `grid`: tiles lit one after another; `box`: a box whose window turns through the slots, then opens. */
  variant?: 'grid' | 'box';
  /** The button's words. */
  label?: MessageKey;
  busyLabel?: MessageKey;
  /** The button's words once a draw has landed and chances are left. */
  againLabel?: MessageKey;
  /** Milliseconds per step of the run (tests pass 1). */
  stepMs?: number;
  /** Called once the stage has landed on the server's answer. */
  onDrawn?: (answer: DrawAnswer) => void;
  /** What to show under the result (e.g. the blind-box's destination, a link to the prize). */
  renderResult?: (answer: DrawAnswer) => ReactNode;
  /** Shown to a visitor not signed in: the press goes to sign in and draws on coming back. */
  signedOut?: boolean;
}

type Phase = 'idle' | 'running' | 'landed';

function prefersLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function DrawStage(props: DrawStageProps) {
  const { campaignId, prizes, chancesLeft, mayTakePart, whyNot, variant = 'grid', stepMs = 90, signedOut = false } = props;
  const slots = [...prizes.map((p) => ({ id: p.id, name: p.name })), { id: LOSE_SLOT, name: t('campaign.draw.lose') }];
  const [phase, setPhase] = useState<Phase>('idle');
  const [lit, setLit] = useState(-1);
  const [answer, setAnswer] = useState<DrawAnswer | null>(null);
  const [refusal, setRefusal] = useState('');
  const [left, setLeft] = useState(chancesLeft);
  const pending = useRef(false);
  const keyRef = useRef<string | null>(null);
  const target = useRef<{ index: number; answer: DrawAnswer } | null>(null);
  const steps = useRef(0);
  const litRef = useRef(-1);
  const onDrawn = useRef(props.onDrawn);
  onDrawn.current = props.onDrawn;

  useEffect(() => setLeft(chancesLeft), [chancesLeft]);

  // The run: one slot per step; once the answer is in and two rounds are done, it stops on the answer's slot.
  useEffect(() => {
    if (phase !== 'running') return;
    const minSteps = prefersLessMotion() ? 0 : slots.length * 2;
    const id = setInterval(() => {
      const goal = target.current;
      if (goal && steps.current >= minSteps && litRef.current === goal.index) {
        clearInterval(id);
        land(goal.answer);
        return;
      }
      steps.current += 1;
      litRef.current = (litRef.current + 1) % slots.length;
      setLit(litRef.current);
    }, stepMs);
    return () => clearInterval(id);
  }, [phase, stepMs, slots.length]);

  const land = (a: DrawAnswer) => {
    if (!pending.current) return;
    pending.current = false;
    target.current = null;
    setAnswer(a);
    setLeft(a.chancesLeft);
    setPhase('landed');
    onDrawn.current?.(a);
  };

  const press = async () => {
    if (pending.current) return; // a double tap: the first press's draw is the only one
    pending.current = true;
    const key = (keyRef.current ??= drawKey());
    setRefusal('');
    setAnswer(null);
    steps.current = 0;
    target.current = null;
    litRef.current = 0;
    setLit(0);
    setPhase('running');
    let refused = '';
    const a = await campaigns.draw(campaignId, key, (r) => (refused = r.message));
    if (!a) {
      pending.current = false;
      // A refusal wrote nothing: a new press gets a new key. A lost answer keeps the key, so
      // pressing again answers the draw the server may already have made.
      if (refused) keyRef.current = null;
      setRefusal(refused || t('campaign.draw.failed'));
      setPhase('idle');
      litRef.current = -1;
      setLit(-1);
      return;
    }
    keyRef.current = null;
    const index = a.outcome === 'won' && a.prize ? slots.findIndex((s) => s.id === a.prize?.prizeId) : slots.length - 1;
    target.current = { index: index < 0 ? slots.length - 1 : index, answer: a };
  };

  const limit = props.limits ? limitReached(props.limits) : null;
  const mayDraw = mayTakePart && left > 0 && !limit;

  // Pressed signed out: back here signed in, the draw goes with the key made for that press,
  // when the visitor may draw now (otherwise the stage says why, as it would for a press).
  const signInToDraw = useIntent<{ campaign: string; key: string }>(
    'draw',
    (kept) => {
      if (!mayDraw || typeof kept.key !== 'string') return;
      keyRef.current = kept.key;
      void press();
    },
    { ready: !signedOut, fits: (p) => p.campaign === campaignId },
  );

  const running = phase === 'running';
  const landedId = answer ? (answer.outcome === 'won' ? (answer.prize?.prizeId ?? LOSE_SLOT) : LOSE_SLOT) : undefined;
  const canPress = signedOut || (mayDraw && !running);
  const shown = lit >= 0 ? slots[lit] : undefined;

  return (
    <section className={`cmp-card cmp-draw cmp-draw--${variant}`} aria-labelledby="cmp-draw-title" data-phase={phase} data-landed={landedId}>
      <h2 id="cmp-draw-title" className="cmp-visually-hidden">
        {t('campaign.draw.stage')}
      </h2>
      {variant === 'grid' ? (
        <ul className="cmp-slots" aria-hidden={running || undefined}>
          {slots.map((s, i) => (
            <li key={s.id} className="cmp-slot" data-slot={s.id} data-lit={i === lit || undefined} data-won={(phase === 'landed' && s.id === landedId) || undefined}>
              {s.name}
            </li>
          ))}
        </ul>
      ) : (
        <div className="cmp-box" data-open={phase === 'landed' || undefined} data-shaking={running || undefined}>
          <div className="cmp-box__lid" aria-hidden="true" />
          <div className="cmp-box__body">
            <span className="cmp-box__label">{t('blindbox.box.label')}</span>
            <span className="cmp-box__window" data-slot={shown?.id}>
              {phase === 'idle' ? '?' : shown?.name}
            </span>
          </div>
        </div>
      )}
      {phase === 'landed' && answer && (
        <div className="cmp-result" data-outcome={answer.outcome}>
          <p className="cmp-result__title" role="status">
            {answer.outcome === 'won' && answer.prize ? t('campaign.draw.won', { name: answer.prize.name }) : t('campaign.draw.lost')}
          </p>
          {props.renderResult?.(answer)}
        </div>
      )}
      {refusal && (
        <Refused className="cmp-refusal" message={refusal} />
      )}
      {!signedOut && !mayTakePart && whyNot && <p className="cmp-note">{whyNot}</p>}
      {!signedOut && mayTakePart && limit && props.limits && (
        <p className="cmp-note" role="status">
          {limit === 'today' ? t('campaign.draw.limitToday', { n: props.limits.perDay }) : t('campaign.draw.limitInAll', { n: props.limits.inAll })}
        </p>
      )}
      <button
        type="button"
        className="cmp-btn cmp-btn--big"
        disabled={!canPress}
        aria-busy={running || undefined}
        onClick={() => (signedOut ? signInToDraw({ campaign: campaignId, key: drawKey() }, 'campaign.signIn.failed') : void press())}
      >
        {running ? t(props.busyLabel ?? 'campaign.draw.drawing') : t(phase === 'landed' && left > 0 ? (props.againLabel ?? 'campaign.draw.again') : (props.label ?? 'campaign.draw.go'))}
      </button>
      <p className="cmp-muted cmp-center">
        {signedOut ? t('campaign.draw.signInFirst') : mayTakePart && left === 0 && !running ? t('campaign.draw.none') : t('campaign.draw.left', { n: left })}
      </p>
    </section>
  );
}
