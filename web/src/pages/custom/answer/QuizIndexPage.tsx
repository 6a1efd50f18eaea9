// custom/answer/index (docs/QUIZ.md): the rules and the start. Starting needs a sign-in;
// the attempt is made on the server and the test page opens it by id.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ErrorState } from '../../../ui/place/ListState';
import { useLoad } from '../../../ui/query';
import { quiz, SignInFirst, useSignedIn } from '../../../features/quiz';

export default function QuizIndexPage() {
  const rules = useLoad(['quiz-rules'], () => quiz.rules());
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const a = await quiz.start();
    setBusy(false);
    if (a) navigate(pageUrl('pages/custom/answer/test', { id: a.attemptId }));
  };
  const r = rules.data;
  return (
    <div className="quiz">
      <header className="quiz-hero">
        <h2>{t('quiz.index.title')}</h2>
        <p>{t('quiz.index.lead')}</p>
      </header>
      {rules.phase === 'loading' && !r && <PageSkeleton rows={3} />}
      {rules.phase === 'error' && <ErrorState text="quiz.index.failed" onRetry={rules.retry} />}
      {r && (
        <>
          <ol className="quiz-rules">
            <li>{t('quiz.index.rule.count', { n: r.questions })}</li>
            <li>{t('quiz.index.rule.time', { s: r.seconds })}</li>
            <li>{t('quiz.index.rule.pass', { n: r.passScore })}</li>
            <li>{t('quiz.index.rule.bank', { n: r.bankSize })}</li>
          </ol>
          {r.bankSize === 0 ? (
            <p role="status">{t('quiz.index.closed')}</p>
          ) : signedIn === false ? (
            <SignInFirst />
          ) : (
            <button type="button" className="quiz-btn" disabled={busy || signedIn === null} onClick={() => void start()}>
              {t('quiz.index.start')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
