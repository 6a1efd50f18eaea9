// custom/answer/result (docs/QUIZ.md): the score, the chance a pass earned, every question
// with the right answer, its explanation and source, and the share poster. A pass's chance
// is used right here: the draw of the quiz's campaign (features/campaign CampaignDraw).
import { useSearchParams } from 'react-router';
import type { QuizAttempt } from '../../../api/quiz';
import { CampaignDraw } from '../../../features/campaign';
import { t } from '../../../i18n';
import { plainSource } from '../../../lib/plainSource';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyState, ErrorState } from '../../../ui/place/ListState';
import { useRecord } from '../../../ui/query';
import { NoAttempt, quiz, useSignedIn } from '../../../features/quiz';
import { PosterButton } from '../../../features/sharePoster';

function chanceText(c: NonNullable<NonNullable<QuizAttempt['result']>['chance']>): string {
  if (c.outcome === 'earned') return t('quiz.result.chance.earned', { n: c.chances, left: c.chancesLeft ?? 0 });
  if (c.outcome === 'already') return t('quiz.result.chance.already');
  if (c.outcome === 'capped') return t('quiz.result.chance.capped');
  return c.message ?? '';
}

function Result({ attempt }: { attempt: QuizAttempt }) {
  const r = attempt.result;
  if (!r) return <EmptyState text="quiz.result.open" />;
  return (
    <div className="quiz">
      <header className="quiz-hero">
        <h2>{t(r.passed ? 'quiz.result.passed' : 'quiz.result.notPassed')}</h2>
        <p className="quiz-score">{t('quiz.result.score', { score: r.score, total: r.total })}</p>
        {r.chance && <p role="status">{chanceText(r.chance)}</p>}
      </header>
      {r.passed && r.chance && (r.chance.outcome === 'earned' || r.chance.outcome === 'already') && (
        <CampaignDraw campaignId={attempt.campaignId} title="campaign.quizDraw.title" lead="campaign.quizDraw.lead" />
      )}
      {attempt.share && (
        <PosterButton
          label="quiz.poster.make"
          poster={{
            look: 'teal',
            title: t('quiz.index.title'),
            big: t('quiz.result.score', { score: r.score, total: r.total }),
            lines: [t('quiz.poster.title', { score: r.score })],
            svg: attempt.share.svg,
            scan: t('quiz.poster.scan'),
          }}
        />
      )}
      <Link className="quiz-btn quiz-btn--ghost" to={pageUrl('pages/custom/answer/index')}>
        {t('quiz.test.again')}
      </Link>
      <h2>{t('quiz.result.answers')}</h2>
      <ol className="quiz-items">
        {r.items.map((item, k) => (
          <li key={item.questionId} className="quiz-item" data-right={item.right}>
            <p>
              <strong>
                {k + 1}. {item.question}
              </strong>
            </p>
            <p>{t('quiz.result.yours', { a: item.chosen == null ? t('quiz.result.none') : (item.options[item.chosen] ?? '') })}</p>
            <p>{t('quiz.result.right', { a: item.options[item.answer] ?? '' })}</p>
            <p>{item.explanation}</p>
            <p className="quiz-item__source">{t('quiz.result.source', { s: plainSource(item.source) })}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function QuizResultPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  // A result is read by its id, but only by the visitor who answered (the server answers no one
  // else): a shared link says so and offers the quiz instead.
  const state = useRecord('quiz-result', signedIn ? params.get('id') : null, (x) => quiz.attempt(x));
  if (signedIn === null || state.phase === 'loading') return <PageSkeleton rows={4} />;
  if (!signedIn) return <NoAttempt title="quiz.lost.resultTitle" message="quiz.lost.resultSignIn" start="pages/custom/answer/index" startLabel="quiz.lost.start" signIn />;
  if (state.phase === 'error') return <ErrorState text="quiz.result.failed" onRetry={state.retry} />;
  if (state.phase === 'missing' || !state.data)
    return <NoAttempt title="quiz.lost.resultTitle" message="quiz.lost.result" start="pages/custom/answer/index" startLabel="quiz.lost.start" />;
  return <Result attempt={state.data} />;
}
