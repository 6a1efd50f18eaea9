// newcate/comment?kind=place|dish&id=… (docs/REVIEWS.md): write a review — stars with large
// touch targets, text with a live counter, up to 9 photos. Signed-in only: without a token
// the page offers the way in this host has, which comes back here. After sending, the
// reviews list opens with the new review on top (or its 审核中 state).
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_MAX_PHOTOS, REVIEW_MAX_TEXT, type ReviewTargetKind } from '../../api/reviews';
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { platform } from '../../services';
import { toastFeedback } from '../../ui/feedback';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PhotoPicker, type PickedPhoto } from '../../ui/PhotoPicker';
import { Missing } from '../../ui/place/Missing';
import { useLoad } from '../../ui/query';
import { reviews, signIn, targetOf, useSignedIn } from './reviewCalls';
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

function Form({ kind, id, name }: { kind: ReviewTargetKind; id: string; name: string }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const count = charCount(text);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const gap = missing(rating, text);
    if (gap) {
      setError(t(gap, { max: REVIEW_MAX_TEXT }));
      return;
    }
    setError('');
    setSending(true);
    const sent = await reviews.write({ targetKind: kind, targetId: id, rating, text: text.trim(), mediaIds: photos.map((p) => p.id) }, setError);
    setSending(false);
    if (!sent) return;
    // The list and the summary the visitor goes back to show the new review.
    await client.invalidateQueries({ queryKey: ['paged', 'reviews', kind, id] });
    await client.invalidateQueries({ queryKey: ['reviewSummary', kind, id] });
    toastFeedback.toast(t(sent.status === 'pending' ? 'reviews.write.held' : 'reviews.write.published'));
    navigate(pageUrl('pages/newcate/comments', { id, kind }), { replace: true });
  };

  return (
    <form className="rv-write" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="rv-write__title">{t('reviews.write.title', { name })}</h2>
      <StarPicker value={rating} onChange={setRating} disabled={sending} />
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
        onChange={(e) => setText(e.target.value)}
        aria-describedby="rv-counter"
      />
      <p id="rv-counter" className={count > REVIEW_MAX_TEXT ? 'rv-write__counter rv-write__counter--over' : 'rv-write__counter'}>
        {t('reviews.write.counter', { n: count, max: REVIEW_MAX_TEXT })}
      </p>
      <p className="rv-write__label">{t('reviews.write.photos', { max: REVIEW_MAX_PHOTOS })}</p>
      <PhotoPicker value={photos} onChange={setPhotos} max={REVIEW_MAX_PHOTOS} disabled={sending} />
      {error && (
        <Refused className="rv-write__error" message={error} />
      )}
      <p className="rv-write__points">{t('reviews.write.points')}</p>
      <button type="submit" className="yz-btn yz-btn--primary rv-write__send" disabled={sending}>
        {t(sending ? 'reviews.write.sending' : 'reviews.write.send')}
      </button>
    </form>
  );
}

function SignInFirst({ back }: { back: string }) {
  return (
    <section className="rv-signin" aria-labelledby="rv-signin-title">
      <h2 id="rv-signin-title">{t('reviews.signIn.title')}</h2>
      <p>{t('reviews.signIn.lead')}</p>
      <button type="button" className="yz-btn yz-btn--primary" onClick={signIn}>
        {t(platform.kind === 'wechat' ? 'reviews.signIn.wechat' : 'reviews.signIn.phone')}
      </button>
      <Link className="yz-btn" to={back}>
        {t('reviews.back')}
      </Link>
    </section>
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
  if (!signedIn) return <SignInFirst back={pageUrl('pages/newcate/comments', { id: target.id, kind: target.kind })} />;
  return <Form kind={target.kind} id={target.id} name={named.data.target.name} />;
}
