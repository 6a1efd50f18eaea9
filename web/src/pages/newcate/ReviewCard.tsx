// One review in the list: who (their picture and name), stars, when, the text (always as text, never as HTML), photos
// as thumbnails that open the viewer, and 删除 on the visitor's own (after a second tap) or
// 举报 on anyone else's. The visitor's own review that waits for moderation says 审核中; one a
// moderator rejected says 未通过审核 and why, seen by its author alone.
import { useState } from 'react';
import type { Review } from '../../api/reviews';
import { t } from '../../i18n';
import { Stars } from '../../features/reviews';
import { AuthorAvatar } from '../../ui/AuthorAvatar';
import { TimeAgo } from '../../ui/TimeAgo';

export interface ReviewActions {
  onPhotos: (review: Review, index: number) => void;
  onDelete: (review: Review) => void;
  onReport: (review: Review) => void;
}

export function ReviewCard({ review, actions }: { review: Review; actions: ReviewActions }) {
  const [confirming, setConfirming] = useState(false);
  const pending = review.status === 'pending';
  const rejected = review.status === 'rejected';
  return (
    <li className={pending || rejected ? 'rv-card rv-card--pending' : 'rv-card'}>
      <div className="rv-card__head">
        <AuthorAvatar src={review.authorAvatar} />
        <span className="rv-card__author">{review.authorName}</span>
        {review.mine && <span className="rv-badge">{t('reviews.mine')}</span>}
        {pending && <span className="rv-badge rv-badge--pending">{t('reviews.pending')}</span>}
        {rejected && <span className="rv-badge rv-badge--pending">{t('reviews.rejected')}</span>}
        <TimeAgo className="rv-card__date" at={review.createdAt} />
      </div>
      <Stars value={review.rating} size="s" />
      <p className="rv-card__text">{review.text}</p>
      {pending && <p className="rv-card__hint">{t('reviews.pendingHint')}</p>}
      {rejected && (
        <p className="rv-card__hint">
          {review.rejectionReason ? `${t('reviews.rejectedWhy', { reason: review.rejectionReason })} · ` : ''}
          {t('reviews.rejectedHint')}
        </p>
      )}
      {review.photos.length > 0 && (
        <ul className="rv-card__photos">
          {review.photos.map((p, i) => (
            <li key={p.id}>
              <button type="button" className="rv-card__photo" onClick={() => actions.onPhotos(review, i)}>
                <img src={p.thumbUrl} alt={t('reviews.photo', { name: review.authorName, n: i + 1 })} loading="lazy" width="96" height="96" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="rv-card__actions">
        {review.mine ? (
          confirming ? (
            <span className="rv-card__confirm" role="group" aria-label={t('reviews.deleteConfirm')}>
              <span>{t('reviews.deleteConfirm')}</span>
              <button type="button" className="yz-btn rv-danger" onClick={() => actions.onDelete(review)}>
                {t('reviews.deleteYes')}
              </button>
              <button type="button" className="yz-btn" onClick={() => setConfirming(false)}>
                {t('reviews.deleteNo')}
              </button>
            </span>
          ) : (
            <button type="button" className="rv-card__action" onClick={() => setConfirming(true)}>
              {t('reviews.delete')}
            </button>
          )
        ) : (
          <button type="button" className="rv-card__action" onClick={() => actions.onReport(review)}>
            {t('reviews.report')}
          </button>
        )}
      </div>
    </li>
  );
}
