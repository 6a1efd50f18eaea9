// "Something is wrong here" about one place or dish: what is wrong (five large choices), a
// pin for 搬走了, the right number for 电话不对, text with a live counter, photos. What the
// server refuses is said under the form in its own words. Written signed out, sending keeps
// the draft through sign-in and it is sent on coming back (photos are added signed in).
import { useRef, useState, type FormEvent } from 'react';
import {
  CORRECTION_KINDS,
  CORRECTION_MAX_PHOTOS,
  CORRECTION_MAX_TEXT,
  type CorrectionBody,
  type CorrectionKind,
  type CorrectionTarget,
} from '../../api/corrections';
import { OfflineMap, type MapHandle } from '../../features/offlineMap';
import { t, type MessageKey } from '../../i18n';
import type { LatLng } from '../../lib/distance';
import { useIntent } from '../../ui/intent';
import { PhotoPicker, type PickedPhoto } from '../../ui/PhotoPicker';
import { corrections } from './correctionCalls';
import { Refused } from '../../ui/Refused';

/** What the form is about: its name, and for a place where it is on the map. */
export interface CorrectionTargetInfo {
  kind: CorrectionTarget;
  id: string;
  name: string;
  /** A place's city and point (the map for 搬走了); absent for a dish. */
  map?: { cityId: number; at: LatLng };
}

/** Points an accepted correction earns (the seeded `correction_accepted` rule, docs/POINTS.md). */
export const ACCEPTED_POINTS = 20;

const TEXT_REQUIRED: readonly CorrectionKind[] = ['hours', 'other'];

/** What is still missing before sending, as the words to show; null when ready. */
export function missing(kind: CorrectionKind | null, text: string, pin: LatLng | null, phone: string): MessageKey | null {
  if (!kind) return 'corrections.missing.kind';
  if (kind === 'moved' && !pin) return 'corrections.missing.pin';
  if (kind === 'phone' && !phone.trim()) return 'corrections.missing.phone';
  if (TEXT_REQUIRED.includes(kind) && !text.trim()) return 'corrections.missing.text';
  return null;
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

/** The draft kept through sign-in. */
interface Draft {
  kind: CorrectionKind | null;
  text: string;
  pin: LatLng | null;
  phone: string;
}

/** A kept draft as this form can take it (storage may hold anything). */
function draftOf(p: Partial<Draft>, kinds: readonly CorrectionKind[]): Draft {
  const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  const pin = p.pin && Number.isFinite(p.pin.lat) && Number.isFinite(p.pin.lng) ? { lat: p.pin.lat, lng: p.pin.lng } : null;
  return { kind: kinds.find((k) => k === p.kind) ?? null, text: str(p.text, CORRECTION_MAX_TEXT), pin, phone: str(p.phone, 20) };
}

export function CorrectionForm({ target, onSent, signedIn = true }: { target: CorrectionTargetInfo; onSent: (id: number) => void; signedIn?: boolean }) {
  // A dish has no door or number: only 其他 applies.
  const kinds = target.map ? CORRECTION_KINDS : (['other'] as const);
  const [kind, setKind] = useState<CorrectionKind | null>(kinds.length === 1 ? (kinds[0] ?? null) : null);
  const [text, setText] = useState('');
  const [pin, setPin] = useState<LatLng | null>(null);
  const [phone, setPhone] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const map = useRef<MapHandle | null>(null);
  // What was missing or refused is said until the visitor changes something.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setError('');
      set(v);
    };

  const send = async ({ kind, text, pin, phone }: Draft, mediaIds: string[]) => {
    const gap = missing(kind, text, pin, phone);
    if (gap || !kind) {
      setError(t(gap ?? 'corrections.missing.kind'));
      return;
    }
    setError('');
    setSending(true);
    const body: CorrectionBody = {
      targetKind: target.kind,
      targetId: target.id,
      kind,
      text: text.trim(),
      mediaIds,
      ...(kind === 'moved' && pin ? { location: { lat: round(pin.lat), lng: round(pin.lng) } } : {}),
      ...(kind === 'phone' ? { phone: phone.trim() } : {}),
    };
    const sent = await corrections.send(body, setError);
    setSending(false);
    if (sent) onSent(sent.id);
  };

  // Written signed out: back from signing in, the draft is on the form and goes at once.
  const signInToSend = useIntent<Partial<Draft>>(
    'correction',
    (kept) => {
      const draft = draftOf(kept, kinds);
      setKind(draft.kind);
      setText(draft.text);
      setPin(draft.pin);
      setPhone(draft.phone);
      void send(draft, []);
    },
    { ready: signedIn, fits: (p) => draftOf(p, kinds).kind !== null },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const draft = { kind, text, pin, phone };
    if (signedIn) return void send(draft, photos.map((p) => p.id));
    const gap = missing(kind, text, pin, phone);
    if (gap) return setError(t(gap));
    signInToSend(draft, 'corrections.signIn.failed');
  };

  const textRequired = kind !== null && TEXT_REQUIRED.includes(kind);
  return (
    <form className="corr-form" noValidate onSubmit={submit}>
      <fieldset className="corr-kinds">
        <legend className="corr-label">{t('corrections.whatWrong')}</legend>
        <div className="corr-kinds__grid">
          {kinds.map((k) => (
            <button key={k} type="button" className="corr-kind" aria-pressed={kind === k} onClick={() => changed(setKind)(k)}>
              {t(`corrections.kind.${k}` as MessageKey)}
            </button>
          ))}
        </div>
      </fieldset>

      {kind === 'moved' && target.map && (
        <div className="corr-field">
          <span className="corr-label" id="corr-pin-label">
            {t('corrections.pin')}
          </span>
          <p className="corr-hint">{t('corrections.pin.hint')}</p>
          <OfflineMap
            cityIds={[target.map.cityId]}
            target={{ ...target.map.at, name: target.name, address: '' }}
            label={t('corrections.pin.map', { name: target.name })}
            className="corr-map"
            failed="corrections.pin.failed"
            onReady={(h) => (map.current = h)}
            onTap={(p) => {
              changed(setPin)(p);
              map.current?.moveTarget(p);
            }}
          />
          <p className="corr-hint" aria-live="polite">
            {pin ? t('corrections.pin.set', { lat: round(pin.lat).toFixed(4), lng: round(pin.lng).toFixed(4) }) : t('corrections.pin.none')}
          </p>
        </div>
      )}

      {kind === 'phone' && (
        <div className="corr-field">
          <label className="corr-label" htmlFor="corr-phone">
            {t('corrections.phone')}
          </label>
          <input
            id="corr-phone"
            className="corr-input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            placeholder={t('corrections.phone.placeholder')}
            value={phone}
            onChange={(e) => changed(setPhone)(e.target.value)}
          />
        </div>
      )}

      <div className="corr-field">
        <label className="corr-label" htmlFor="corr-text">
          {t('corrections.text')}
        </label>
        <textarea
          id="corr-text"
          className="corr-text"
          rows={4}
          maxLength={CORRECTION_MAX_TEXT}
          placeholder={t(textRequired ? 'corrections.text.required' : 'corrections.text.placeholder')}
          value={text}
          onChange={(e) => changed(setText)(e.target.value)}
          aria-describedby="corr-text-count"
        />
        <span id="corr-text-count" className="corr-count" aria-live="polite">
          {t('corrections.text.count', { n: [...text].length, max: CORRECTION_MAX_TEXT })}
        </span>
      </div>

      <div className="corr-field">
        <span className="corr-label">{t('corrections.photos', { n: CORRECTION_MAX_PHOTOS })}</span>
        {signedIn ? (
          <PhotoPicker value={photos} onChange={setPhotos} max={CORRECTION_MAX_PHOTOS} disabled={sending} />
        ) : (
          <p className="corr-hint">{t('corrections.photos.signIn')}</p>
        )}
      </div>

      {error && (
        <Refused className="corr-error" message={error} />
      )}
      <button type="submit" className="yz-btn yz-btn--primary corr-send" disabled={sending}>
        {t(sending ? 'corrections.sending' : signedIn ? 'corrections.send' : 'corrections.signInSend')}
      </button>
    </form>
  );
}
