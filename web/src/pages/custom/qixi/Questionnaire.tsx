// The questions, one at a time: a choice moves on to the next question, the last one
// offers the finish; going back keeps what was chosen.
import { useState } from 'react';
import type { QixiQuestion } from '../../../api/qixi';
import { t, type MessageKey } from '../../../i18n';

export function Questionnaire({
  questions,
  finishLabel,
  busy,
  onDone,
}: {
  questions: readonly QixiQuestion[];
  finishLabel: MessageKey;
  busy: boolean;
  onDone: (answers: number[]) => void;
}) {
  const [idx, setIdx] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const q = questions[idx];
  if (!q) return null;
  const total = questions.length;
  const last = idx === total - 1;
  const chosen = answers[idx];
  const choose = (i: number) => {
    setAnswers((a) => a.map((x, j) => (j === idx ? i : x)));
    if (!last) setIdx(idx + 1);
  };
  const complete = answers.every((a) => a !== null);
  return (
    <section className="qx-card qx-q" aria-labelledby="qx-q-title">
      <p className="qx-q__progress">{t('qixi.q.progress', { n: idx + 1, total })}</p>
      <div className="qx-bar" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={idx + 1}>
        <span style={{ width: `${((idx + 1) / total) * 100}%` }} />
      </div>
      <h2 id="qx-q-title">{q.question}</h2>
      <div className="qx-options" role="radiogroup" aria-labelledby="qx-q-title">
        {q.options.map((o, i) => (
          <button key={o} type="button" role="radio" aria-checked={chosen === i} className="qx-option" onClick={() => choose(i)}>
            {o}
          </button>
        ))}
      </div>
      <div className="qx-q__nav">
        <button type="button" className="cmp-btn cmp-btn--ghost" disabled={idx === 0 || busy} onClick={() => setIdx(idx - 1)}>
          {t('qixi.q.prev')}
        </button>
        {last ? (
          <button
            type="button"
            className="cmp-btn"
            disabled={!complete || busy}
            onClick={() => onDone(answers.map((a) => a ?? 0))}
          >
            {t(finishLabel)}
          </button>
        ) : (
          <button type="button" className="cmp-btn cmp-btn--ghost" disabled={chosen === null} onClick={() => setIdx(idx + 1)}>
            {t('qixi.q.next')}
          </button>
        )}
      </div>
    </section>
  );
}
