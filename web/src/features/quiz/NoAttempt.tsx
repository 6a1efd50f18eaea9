// What the quiz and persona pages say when opened without what they show (a shared link, a
// reload, a link cut short): what happened, in the visitor's words, and the way to start one's
// own — with the sign-in first where only the one who answered can see it.
import { t, type MessageKey } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { offerSignIn } from '../../ui/FavouriteHeart';
import { Link } from '../../ui/Link';
import { Refused } from '../../ui/Refused';

export interface NoAttemptProps {
  title: MessageKey;
  message: MessageKey;
  /** Where one's own starts: the quiz's index or the persona test's banner. */
  start: 'pages/custom/answer/index' | 'pages/spring/banner';
  startLabel: MessageKey;
  /** Offer the sign-in too (a visitor not signed in, on a page only its owner sees). */
  signIn?: boolean;
}

export function NoAttempt({ title, message, start, startLabel, signIn }: NoAttemptProps) {
  return (
    <div className="quiz">
      <Refused className="quiz-lost" title={t(title)} message={t(message)}>
        <div className="quiz-lost__actions">
          {signIn && (
            <button type="button" className="quiz-btn" onClick={offerSignIn}>
              {t('quiz.signIn.go')}
            </button>
          )}
          <Link className={signIn ? 'quiz-btn quiz-btn--ghost' : 'quiz-btn'} to={pageUrl(start)}>
            {t(startLabel)}
          </Link>
        </div>
      </Refused>
    </div>
  );
}
