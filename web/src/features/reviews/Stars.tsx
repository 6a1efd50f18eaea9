// Stars as a review shows them: five, the first `value` filled (halves rounded to the nearer),
// read out as "4.5星（满分5星）".
import { t } from '../../i18n';
import './reviews.css';

export function Stars({ value, size = 'm' }: { value: number; size?: 's' | 'm' | 'l' }) {
  const filled = Math.round(value);
  return (
    <span className={`rv-stars rv-stars--${size}`} role="img" aria-label={t('reviews.summary.stars', { average: value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? 'rv-star rv-star--on' : 'rv-star'}>
          ★
        </span>
      ))}
    </span>
  );
}
