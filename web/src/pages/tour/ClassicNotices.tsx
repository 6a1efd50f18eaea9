import type { SuggestNotice } from '../../api/suggest';
import { suggest } from '../../features/suggest';
import { usePagedList } from '../../ui/query/usePagedList';
import { Paged } from './ClassicList';

function Notice({ item }: { item: SuggestNotice }) {
  return (
    <article className="classic-notice">
      <h3 className="classic-notice__title">{item.title}</h3>
      <p className="classic-notice__summary">{item.summary}</p>
      <p className="classic-notice__meta">{[item.published_at.slice(0, 10), item.source].filter(Boolean).join(' · ')}</p>
    </article>
  );
}

/**
 * Travel news or notices. Operators write them; until they do, the server answers an empty
 * list and the page says what will appear here (docs/SUGGEST.md): nothing is made up.
 */
export function Notices({ kind }: { kind: 'news' | 'notices' }) {
  const list = usePagedList(['suggest', kind], (page) => (kind === 'news' ? suggest.news(page) : suggest.notices(page)));
  return (
    <div className="classic__body" aria-busy={list.phase === 'loading'}>
      <Paged<SuggestNotice>
        list={list}
        empty={kind === 'news' ? 'suggest.news.empty' : 'suggest.notices.empty'}
        failed={kind === 'news' ? 'suggest.news.failed' : 'suggest.notices.failed'}
        row={(n) => <Notice key={n.id} item={n} />}
      />
    </div>
  );
}
