// custom/answer/test (docs/QUIZ.md): one question at a time, big options, the progress and
// the time left. The deadline is the server's: the timer is corrected by the server's clock
// and, at zero, the answers given so far are submitted.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { QuizAttempt } from '../../../api/quiz';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ErrorState } from '../../../ui/place/ListState';
import { useRecord } from '../../../ui/query';
import { NoAttempt, quiz, useSignedIn } from '../../../features/quiz';

function Test({ attempt, reload }: { attempt: QuizAttempt; reload: () => void }) {
  const navigate = useNavigate();
  const n = attempt.questions.length;
  const [answers, setAnswers] = useState<(number | null)[]>(() => attempt.questions.map(() => null));
  const [i, setI] = useState(0);
  const [busy, setBusy] = useState(false);
  // The server's clock minus ours, fixed when the attempt arrived.
  const skew = useRef(attempt.now - Date.now());
  const left = () => Math.max(0, Math.ceil((attempt.deadlineAt - (Date.now() + skew.current)) / 1000));
  const [secs, setSecs] = useState(left);
  const sent = useRef(false);
  const submit = async (given: (number | null)[]) => {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    const r = await quiz.submit(attempt.attemptId, given);
    setBusy(false);
    if (r) navigate(pageUrl('pages/custom/answer/result', { id: attempt.attemptId }), { replace: true });
    else {
      // Refused (its time ran out, say): read the attempt again so the page shows its state.
      sent.current = false;
      reload();
    }
  };
  const latest = useRef(answers);
  latest.current = answers;
  useEffect(() => {
    const timer = window.setInterval(() => {
      const s = left();
      setSecs(s);
      if (s === 0) {
        window.clearInterval(timer);
        void submit(latest.current);
      }
    }, 500);
    return () => window.clearInterval(timer);
    // One timer per attempt: `submit` and `left` read refs and the attempt itself.
  }, [attempt.attemptId]);
  const q = attempt.questions[i];
  if (!q) return null;
  const choose = (c: number) => setAnswers((a) => a.map((x, k) => (k === i ? c : x)));
  const unanswered = answers.filter((a) => a === null).length;
  const finish = () => {
    if (unanswered > 0 && !window.confirm(t('quiz.test.unanswered', { n: unanswered }))) return;
    void submit(answers);
  };
  return (
    <div className="quiz">
      <div className="quiz-bar">
        <span>{t('quiz.test.progress', { i: i + 1, n })}</span>
        <span className="quiz-timer" role="timer" data-low={secs <= 15}>
          {t('quiz.test.left', { s: secs })}
        </span>
      </div>
      <div className="quiz-progress" role="progressbar" aria-valuemin={0} aria-valuemax={n} aria-valuenow={i + 1}>
        <span style={{ width: `${((i + 1) / n) * 100}%` }} />
      </div>
      <h2 className="quiz-question">{q.question}</h2>
      <ul className="quiz-options">
        {q.options.map((o, k) => (
          <li key={o}>
            <button type="button" className="quiz-option" aria-pressed={answers[i] === k} onClick={() => choose(k)}>
              {String.fromCharCode(65 + k)}. {o}
            </button>
          </li>
        ))}
      </ul>
      <div className="quiz-nav">
        <button type="button" className="quiz-btn quiz-btn--ghost" disabled={i === 0} onClick={() => setI(i - 1)}>
          {t('quiz.test.prev')}
        </button>
        {i < n - 1 ? (
          <button type="button" className="quiz-btn" onClick={() => setI(i + 1)}>
            {t('quiz.test.next')}
          </button>
        ) : (
          <button type="button" className="quiz-btn" disabled={busy} onClick={finish}>
            {t(busy ? 'quiz.test.submitting' : 'quiz.test.submit')}
          </button>
        )}
      </div>
    </div>
  );
}

export default function QuizTestPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const id = signedIn ? params.get('id') : null;
  const state = useRecord('quiz-attempt', id, (x) => quiz.attempt(x));
  if (signedIn === null || state.phase === 'loading') return <PageSkeleton rows={4} />;
  // An attempt is its starter's alone: before signing in there is nothing to ask for.
  if (!signedIn) return <NoAttempt title="quiz.lost.testTitle" message="quiz.lost.testSignIn" start="pages/custom/answer/index" startLabel="quiz.lost.startOwn" signIn />;
  if (state.phase === 'error') return <ErrorState text="quiz.test.failed" onRetry={state.retry} />;
  if (state.phase === 'missing' || !state.data)
    return <NoAttempt title="quiz.lost.testTitle" message="quiz.lost.test" start="pages/custom/answer/index" startLabel="quiz.index.start" />;
  const a = state.data;
  if (a.state === 'submitted') {
    return (
      <div className="quiz">
        <Link className="quiz-btn" to={pageUrl('pages/custom/answer/result', { id: a.attemptId })}>
          {t('title.custom/answer/result')}
        </Link>
      </div>
    );
  }
  if (a.state === 'expired') {
    return (
      <div className="quiz">
        <p role="status">{t('quiz.test.expired')}</p>
        <Link className="quiz-btn" to={pageUrl('pages/custom/answer/index')}>
          {t('quiz.test.again')}
        </Link>
      </div>
    );
  }
  return <Test attempt={a} reload={state.retry} />;
}
