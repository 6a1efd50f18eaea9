// One camping event: its campsite, dates, the seats left now, and the visitor's own state —
// sign up (party and contact number) or cancel. The seats shown after a press are the
// server's answer, and a refusal (已满, 已报名, closed) is shown on the card in its words.
// Signed out, the form is filled all the same; sending keeps it (with its key) through
// sign-in and it is sent on coming back, so the same key never signs up twice.
import { useEffect, useRef, useState, type FormEvent, type JSX } from 'react';
import { t } from '../../../i18n';
import { dayWithLabel } from '../../../lib/dateLabel';
import { pageOf, type ById } from '../../../lib/pageUrl';
import { useIntent } from '../../../ui/intent';
import { Link } from '../../../ui/Link';
import { Toast } from '../../../ui/toast';
import { phoneOk, signupKey, type CampingEvent } from '../../../api/camping';
import { campingCalls } from './calls';
import { Refused } from '../../../ui/Refused';

interface Props {
  event: CampingEvent;
  /** Signed in: `true`; not: `false` (the card offers sign-in); checking: `null`. */
  signedIn: boolean | null;
  /** After the server changed the visitor's sign-ups: lists to load again. */
  onChanged: () => void;
}

/** The sign-up kept through sign-in: the form's party and phone, and the key it goes with. */
export interface KeptSignup {
  event: string;
  party: number;
  phone: string;
  key: string;
}

/** A kept sign-up as this event's form can take it (storage may hold anything). */
function keptOf(p: Partial<KeptSignup>, event: CampingEvent): KeptSignup | null {
  if (typeof p.key !== 'string' || !p.key) return null;
  const party = typeof p.party === 'number' && p.party >= 1 && p.party <= event.maxParty ? Math.round(p.party) : 1;
  return { event: event.id, party, phone: typeof p.phone === 'string' ? p.phone.replace(/\D/g, '').slice(0, 11) : '', key: p.key };
}

interface FormProps {
  event: CampingEvent;
  onDone: (e: CampingEvent) => void;
  signedIn: boolean;
  /** Back from signing in: the form as it was, sent at once. */
  kept: KeptSignup | null;
  onSignIn: (kept: KeptSignup) => void;
}

function SignupForm({ event, onDone, signedIn, kept, onSignIn }: FormProps): JSX.Element {
  const [party, setParty] = useState(kept?.party ?? 1);
  const [phone, setPhone] = useState(kept?.phone ?? '');
  const [key, setKey] = useState(kept?.key ?? signupKey);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const replayed = useRef(false);
  useEffect(() => {
    if (kept && signedIn && !replayed.current) {
      replayed.current = true;
      void send();
    }
    // Once, on the kept form's first showing (the ref keeps a remount from sending again).
  }, []);
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    void send();
  };
  const send = async () => {
    if (sending) return;
    if (!phoneOk(phone)) {
      setProblem(t('camping.form.phoneBad'));
      return;
    }
    if (!signedIn) return onSignIn({ event: event.id, party, phone: phone.trim(), key });
    setSending(true);
    setProblem('');
    let refused = false;
    const res = await campingCalls.signUp(event.id, { key, party, phone: phone.trim() }, (m) => {
      refused = true;
      setProblem(m);
    });
    setSending(false);
    // The server answered (a sign-up, or a refusal that took nothing): the next press is a new
    // one. Without an answer the same key goes again, so a sign-up that did land is not doubled.
    if (res || refused) setKey(signupKey());
    if (res) {
      Toast.show({ content: t('camping.event.signedUp') });
      onDone(res.event);
    }
  };
  const parties = Array.from({ length: Math.max(1, Math.min(event.maxParty, event.seatsLeft || 1)) }, (_, i) => i + 1);
  return (
    <form className="camp-form" onSubmit={submit} aria-label={t('camping.event.signUp')}>
      <fieldset className="camp-form__party">
        <legend>{t('camping.form.party')}</legend>
        {parties.map((n) => (
          <button key={n} type="button" className="camp-chip" aria-pressed={party === n} onClick={() => setParty(n)}>
            {t('camping.form.partyN', { n })}
          </button>
        ))}
      </fieldset>
      <div className="camp-form__phone">
        <label htmlFor={`camp-phone-${event.id}`}>{t('camping.form.phone')}</label>
        <input
          id={`camp-phone-${event.id}`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={phone}
          onChange={(e) => {
            // What was wrong is said until the visitor changes it.
            setProblem('');
            setPhone(e.target.value.replace(/\D/g, ''));
          }}
          aria-describedby={`camp-hint-${event.id}`}
        />
        <small id={`camp-hint-${event.id}`}>{t('camping.form.phoneHint')}</small>
      </div>
      {problem && (
        <Refused className="camp-problem" message={problem} />
      )}
      <button type="submit" className="camp-btn" disabled={sending}>
        {t(sending ? 'camping.form.sending' : signedIn ? 'camping.form.submit' : 'camping.form.signInSubmit')}
      </button>
    </form>
  );
}

export function EventCard({ event: initial, signedIn, onChanged }: Props): JSX.Element {
  // The server's latest answer about this event (seats, mine) wins over the list's.
  const [event, setEvent] = useState(initial);
  const [latest, setLatest] = useState(initial);
  if (latest !== initial) {
    setLatest(initial);
    setEvent(initial);
  }
  const [open, setOpen] = useState(false);
  const [kept, setKept] = useState<KeptSignup | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = event.mine;
  const full = event.seatsLeft <= 0;
  const changed = (e: CampingEvent) => {
    setEvent(e);
    setOpen(false);
    onChanged();
  };
  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    const res = await campingCalls.cancel(event.id, setProblem);
    setBusy(false);
    if (res) {
      Toast.show({ content: t('camping.event.cancelled') });
      changed(res.event);
    }
  };
  // Filled in signed out: back from signing in, the form opens as it was and is sent.
  const signInToSignUp = useIntent<Partial<KeptSignup>>(
    'camping',
    (p) => {
      setKept(keptOf(p, event));
      setOpen(true);
    },
    { ready: signedIn === true, fits: (p) => p.event === event.id && keptOf(p, event) !== null },
  );
  const headingId = `camp-ev-${event.id}`;
  return (
    <article className="camp-card camp-event" aria-labelledby={headingId} data-event={event.id}>
      <h3 id={headingId} className="camp-card__title">
        {event.title}
      </h3>
      {event.placePage && (
        <Link className="camp-event__site" to={pageOf({ page: event.placePage as ById, id: event.placeId })}>
          {t('camping.event.site', { name: event.placeName })}
          {event.countyName && ` · ${event.countyName}`}
        </Link>
      )}
      <p className="camp-meta">{t('camping.event.dates', { starts: dayWithLabel(event.starts), ends: dayWithLabel(event.ends) })}</p>
      <p className="camp-meta">
        {t(event.open ? 'camping.event.until' : 'camping.event.closed', { day: event.signupUntil })} ·{' '}
        {t('camping.event.maxParty', { n: event.maxParty })}
      </p>
      <p className={full ? 'camp-seats camp-seats--full' : 'camp-seats'} data-testid="seats" aria-live="polite">
        {full ? t('camping.event.full') : t('camping.event.seats', { left: event.seatsLeft, capacity: event.capacity })}
      </p>
      <p className="camp-desc">{event.description}</p>
      {mine && <p className="camp-mine">{t('camping.event.mine', { n: mine.party })}</p>}
      {problem && (
        <Refused className="camp-problem" message={problem} />
      )}
      {mine && (
        <button type="button" className="camp-btn camp-btn--ghost" disabled={busy} onClick={() => void cancel()}>
          {t(busy ? 'camping.event.cancelling' : 'camping.event.cancel')}
        </button>
      )}
      {!mine && event.open && !full && signedIn !== null && !open && (
        <button type="button" className="camp-btn" onClick={() => setOpen(true)}>
          {t('camping.event.signUp')}
        </button>
      )}
      {!mine && signedIn !== null && open && (
        <>
          <SignupForm event={event} onDone={changed} signedIn={signedIn} kept={kept} onSignIn={(k) => signInToSignUp(k, 'camping.signIn.failed')} />
          <button type="button" className="camp-link" onClick={() => setOpen(false)}>
            {t('camping.form.close')}
          </button>
        </>
      )}
    </article>
  );
}
