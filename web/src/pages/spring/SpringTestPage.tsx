// spring/test (docs/QUIZ.md): one question at a time; choosing an option moves on, the last
// one sends the answers, which the server scores to a persona.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PersonaTest } from '../../api/quiz';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useLoad } from '../../ui/query';
import { quiz, SignInFirst, useSignedIn } from '../../features/quiz';

function Test({ test }: { test: PersonaTest }) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const n = test.questions.length;
  const i = Math.min(answers.length, n - 1);
  const q = test.questions[i];
  if (!q) return null;
  const choose = async (c: number) => {
    const given = [...answers.slice(0, i), c];
    setAnswers(given);
    if (given.length < n) return;
    setBusy(true);
    const r = await quiz.takePersonaTest(given);
    setBusy(false);
    if (r) navigate(pageUrl('pages/spring/result', { id: r.id }), { replace: true });
    else setAnswers(given.slice(0, n - 1));
  };
  return (
    <div className="quiz">
      <div className="quiz-bar">
        <span>{t('persona.test.progress', { i: i + 1, n })}</span>
      </div>
      <div className="quiz-progress" role="progressbar" aria-valuemin={0} aria-valuemax={n} aria-valuenow={i + 1}>
        <span style={{ width: `${((i + 1) / n) * 100}%` }} />
      </div>
      <h2 className="quiz-question">{q.question}</h2>
      <ul className="quiz-options">
        {q.options.map((o, k) => (
          <li key={o}>
            <button type="button" className="quiz-option" disabled={busy} onClick={() => void choose(k)}>
              {o}
            </button>
          </li>
        ))}
      </ul>
      {i > 0 && (
        <div className="quiz-nav">
          <button type="button" className="quiz-btn quiz-btn--ghost" disabled={busy} onClick={() => setAnswers(answers.slice(0, i - 1))}>
            {t('quiz.test.prev')}
          </button>
        </div>
      )}
    </div>
  );
}

export default function SpringTestPage() {
  const signedIn = useSignedIn();
  const test = useLoad(['persona-test'], () => quiz.personaTest());
  if (signedIn === false) return <SignInFirst />;
  if (test.phase === 'error') return <ErrorState text="persona.test.failed" onRetry={test.retry} />;
  if (!test.data || signedIn === null) return <PageSkeleton rows={4} />;
  return <Test test={test.data} />;
}
