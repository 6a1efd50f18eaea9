// newcate/comment?kind=place|dish&id=… (docs/REVIEWS.md): write a review — stars with large
// touch targets, text with a live counter, up to 9 photos. A signed-out visitor writes too:
// sending takes them to sign in with the draft kept, and back here it is sent without a
// second tap (photos are added signed in). After sending, the reviews list opens with the
// new review on top (or its 审核中 state).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_MAX_PHOTOS, REVIEW_MAX_TEXT, type ReviewTargetKind } from '../../api/reviews';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { toastFeedback } from '../../ui/feedback';
import { useIntent } from '../../ui/intent';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PhotoPicker, type PickedPhoto } from '../../ui/PhotoPicker';
import { Missing } from '../../ui/place/Missing';
import { useLoad } from '../../ui/query';
import { reviews, targetOf, useSignedIn } from './reviewCalls';
import { Refused } from '../../ui/Refused';
import './Reviews.css';

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (s: string) => [...s].length;

/** What is still missing before sending; null when ready. */
export function missing(rating: number, text: string): MessageKey | null {
  if (rating < 1) return 'reviews.write.needStars';
  if (!text.trim()) return 'reviews.write.needText';
  if (charCount(text.trim()) > REVIEW_MAX_TEXT) return 'reviews.write.tooLong';
  return null;
}

function StarPicker({ value, onChange, disabled }: { value: number; onChange: (n: number) => void; disabled: boolean }) {
  return (
    <fieldset className="rv-pick">
      <legend>{t('reviews.write.stars')}</legend>
      <div className="rv-pick__stars" role="radiogroup" aria-label={t('reviews.write.stars')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === value}
            aria-label={t('reviews.write.star', { n })}
            disabled={disabled}
            className={n <= value ? 'rv-pick__star rv-pick__star--on' : 'rv-pick__star'}
            onClick={() => onChange(n)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
      <p className="rv-pick__hint">{t(`reviews.write.starHint.${value}` as MessageKey)}</p>
    </fieldset>
  );
}

/** The draft kept through sign-in. */
interface Draft {
  rating: number;
  text: string;
}

/** A kept draft as the form can take it (storage may hold anything). */
function draftOf(p: Partial<Draft>): Draft {
  const rating = typeof p.rating === 'number' && p.rating >= 1 && p.rating <= 5 ? Math.round(p.rating) : 0;
  return { rating, text: typeof p.text === 'string' ? p.text.slice(0, REVIEW_MAX_TEXT) : '' };
}

function Form({ kind, id, name, signedIn }: { kind: ReviewTargetKind; id: string; name: string; signedIn: boolean }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // What is missing is checked again on every change once the visitor has tried to send, so
  // 请先打分 goes the moment the stars are chosen; a refusal from the server goes on the next change.
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const gap = tried ? missing(rating, text) : null;
  const error = gap ? t(gap, { max: REVIEW_MAX_TEXT }) : refusal;
  const changed = <T,>(set: (v: T) => void) => (v: T) => {
    setRefusal('');
    set(v);
  };
  const navigate = useNavigate();
  const client = useQueryClient();
  const count = charCount(text);

  const send = async (draft: Draft, mediaIds: string[]) => {
    setTried(true);
    if (missing(draft.rating, draft.text)) return;
    setRefusal('');
    setSending(true);
    const sent = await reviews.write({ targetKind: kind, targetId: id, rating: draft.rating, text: draft.text.trim(), mediaIds }, setRefusal);
    setSending(false);
    if (!sent) return;
    // The list and the summary the visitor goes back to show the new review.
    await client.invalidateQueries({ queryKey: ['paged', 'reviews', kind, id] });
    await client.invalidateQueries({ queryKey: ['reviewSummary', kind, id] });
    toastFeedback.toast(t(sent.status === 'pending' ? 'reviews.write.held' : 'reviews.write.published'));
    navigate(pageUrl('pages/newcate/comments', { id, kind }), { replace: true });
  };

  // Written signed out: back from signing in, the draft is on the form and goes at once.
  const signInToSend = useIntent<Partial<Draft>>(
    'review',
    (kept) => {
      const draft = draftOf(kept);
      setRating(draft.rating);
      setText(draft.text);
      void send(draft, []);
    },
    { ready: signedIn },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (signedIn) return void send({ rating, text }, photos.map((p) => p.id));
    setTried(true);
    if (!missing(rating, text)) signInToSend({ rating, text }, 'reviews.signIn.failed');
  };

  return (
    <form className="rv-write" onSubmit={submit} noValidate>
      <h2 className="rv-write__title">{t('reviews.write.title', { name })}</h2>
      <StarPicker value={rating} onChange={changed(setRating)} disabled={sending} />
      <label className="rv-write__label" htmlFor="rv-text">
        {t('reviews.write.text')}
      </label>
      <textarea
        id="rv-text"
        className="rv-write__text"
        rows={6}
        maxLength={REVIEW_MAX_TEXT}
        value={text}
        disabled={sending}
        placeholder={t('reviews.write.placeholder')}
        onChange={(e) => changed(setText)(e.target.value)}
        aria-describedby="rv-counter"
      />
      <p id="rv-counter" className={count > REVIEW_MAX_TEXT ? 'rv-write__counter rv-write__counter--over' : 'rv-write__counter'}>
        {t('reviews.write.counter', { n: count, max: REVIEW_MAX_TEXT })}
      </p>
      <p className="rv-write__label">{t('reviews.write.photos', { max: REVIEW_MAX_PHOTOS })}</p>
      {signedIn ? (
        <PhotoPicker value={photos} onChange={changed(setPhotos)} max={REVIEW_MAX_PHOTOS} disabled={sending} />
      ) : (
        <p className="rv-write__points">{t('reviews.write.photosSignIn')}</p>
      )}
      {error && (
        <Refused className="rv-write__error" message={error} />
      )}
      <p className="rv-write__points">{t(signedIn ? 'reviews.write.points' : 'reviews.signIn.lead')}</p>
      <button type="submit" className="yz-btn yz-btn--primary rv-write__send" disabled={sending}>
        {t(sending ? 'reviews.write.sending' : signedIn ? 'reviews.write.send' : 'reviews.write.signInSend')}
      </button>
    </form>
  );
}

export default function WriteReviewPage() {
  const [params] = useSearchParams();
  const target = targetOf(params);
  const signedIn = useSignedIn();
  // The list's first review brings the target's name, and says whether the content has it.
  const named = useLoad(target ? ['reviewTarget', target.kind, target.id] : null, () =>
    target ? reviews.list({ targetKind: target.kind, targetId: target.id, page: 1, size: 1 }) : Promise.resolve(null),
  );
  if (!target || named.phase === 'missing') return <Missing look="place" title="reviews.missingTitle" text="reviews.missing" />;
  if (named.phase === 'error') return <Missing look="place" text="reviews.failed" onRetry={named.retry} />;
  if (signedIn === null || named.phase === 'loading') return <PageSkeleton rows={3} />;
  return <Form kind={target.kind} id={target.id} name={named.data.target.name} signedIn={signedIn} />;
}
