// "Make a share poster": draws it on a canvas on demand and shows the image to long-press.
import { useState } from 'react';
import { t, type MessageKey } from '../../i18n';
import { toastFeedback } from '../../ui/feedback';
import { drawSharePoster, type SharePoster } from './poster';

export function PosterButton({ poster, label }: { poster: SharePoster; label: MessageKey }) {
  const [src, setSrc] = useState<string | null>(null);
  const make = async () => {
    try {
      const url = await drawSharePoster(poster);
      if (url) setSrc(url);
      else toastFeedback.toast(t('quiz.poster.failed'));
    } catch {
      toastFeedback.toast(t('quiz.poster.failed'));
    }
  };
  return (
    <section aria-live="polite">
      <button type="button" className="quiz-btn" onClick={() => void make()}>
        {t(label)}
      </button>
      {src && (
        <>
          <img className="quiz-poster" src={src} alt={poster.title} />
          <p>{t('quiz.poster.save')}</p>
        </>
      )}
    </section>
  );
}
