// The persona result shown by spring/result (the visitor's own, with the poster) and
// spring/result2 (a shared one, with "take the test yourself").
import { useSearchParams } from 'react-router';
import type { PersonaResult } from '../../api/quiz';
import { t } from '../../i18n';
import { pageUrl } from '../../lib/pageUrl';
import { Link } from '../../ui/Link';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ErrorState } from '../../ui/place/ListState';
import { useRecord } from '../../ui/query';
import { NoAttempt, quiz } from '../../features/quiz';
import { PosterButton } from '../../features/sharePoster';

type PlaceKind = 'scenic' | 'site' | 'food' | 'shop' | 'canteen' | 'hotel';
const PLACE_KINDS: readonly string[] = ['scenic', 'site', 'food', 'shop', 'canteen', 'hotel'];

function placeUrl(kind: string, id: string): string {
  if (kind === 'restaurant') return pageUrl('pages/cate/detail', { id });
  if (kind === 'homestay') return pageUrl('pages/hotel/detail', { id });
  return PLACE_KINDS.includes(kind) ? pageUrl(`pages/poi/detail/${kind as PlaceKind}`, { id }) : pageUrl('pages/poi/detail/scenic', { id });
}

function View({ r, own }: { r: PersonaResult; own: boolean }) {
  return (
    <div className="quiz">
      <header className="quiz-hero">
        <p>{t('persona.result.you')}</p>
        <h2>{r.name}</h2>
        <p>{r.tagline}</p>
      </header>
      <p>{r.description}</p>
      {r.line && (
        <>
          <h2>{t('persona.result.line')}</h2>
          <Link className="quiz-card" to={pageUrl('pages/line/lineDetail', { id: r.line.id })}>
            <strong>{r.line.name}</strong>
            <small>{t('persona.result.days', { n: r.line.days, theme: r.line.theme })}</small>
          </Link>
        </>
      )}
      {r.places.length > 0 && (
        <>
          <h2>{t('persona.result.places')}</h2>
          <ul className="quiz-cards">
            {r.places.map((p) => (
              <li key={p.id}>
                <Link className="quiz-card" to={placeUrl(p.kind, p.id)}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {own && r.share && (
        <PosterButton
          label="persona.result.share"
          poster={{ look: 'teal', title: t('persona.banner.title'), big: r.name, lines: [r.tagline], svg: r.share.svg, scan: t('persona.poster.scan') }}
        />
      )}
      <Link className={own ? 'quiz-btn quiz-btn--ghost' : 'quiz-btn'} to={pageUrl('pages/spring/banner')}>
        {t(own ? 'persona.result.again' : 'persona.result.mine')}
      </Link>
    </div>
  );
}

export function PersonaResultPage({ own }: { own: boolean }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  // A result is public by its id (a shared link opens for anyone, signed in or not).
  const state = useRecord('persona-result', id, (x) => quiz.personaResult(x));
  if (state.phase === 'loading') return <PageSkeleton rows={4} />;
  if (state.phase === 'error') return <ErrorState text="persona.result.failed" onRetry={state.retry} />;
  if (state.phase === 'missing' || !state.data)
    return <NoAttempt title="persona.lost.title" message={id ? 'persona.lost.unknown' : 'persona.lost.noId'} start="pages/spring/banner" startLabel="persona.lost.start" />;
  return <View r={state.data} own={own} />;
}
