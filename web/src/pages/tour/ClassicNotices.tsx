import { useState } from 'react';
import type { SuggestNotice } from '../../api/suggest';
import { suggest } from '../../features/suggest';
import { t, type MessageKey } from '../../i18n';
import { usePagedList } from '../../ui/query/usePagedList';
import { Paged } from './ClassicList';

const LEVELS: Record<string, MessageKey> = {
  info: 'suggest.notice.level.info',
  warning: 'suggest.notice.level.warning',
  closure: 'suggest.notice.level.closure',
};

/**
 * One item, read in place: the summary, and the whole text on 阅读全文. The text is HTML the
 * server rendered and sanitised (docs/SUGGEST.md, "News and notices"), so it is shown as
 * given; nothing the operator typed reaches the page unsanitised.
 */
function Notice({ item }: { item: SuggestNotice }) {
  const [open, setOpen] = useState(false);
  const level = item.level ? LEVELS[item.level] : undefined;
  const bodyId = `notice-${item.id}`;
  const meta = [
    item.published_at.slice(0, 10),
    item.ends_at ? t('suggest.notice.until', { date: item.ends_at.slice(0, 10) }) : '',
    item.source,
  ];
  return (
    <article className={`classic-notice${item.level ? ` classic-notice--${item.level}` : ''}`}>
      <h3 className="classic-notice__title">
        {item.pinned && <span className="classic-notice__tag">{t('suggest.notice.pinned')}</span>}
        {level && <span className="classic-notice__tag classic-notice__tag--level">{t(level)}</span>}
        {item.title}
      </h3>
      {open ? (
        <div id={bodyId} className="classic-notice__body" dangerouslySetInnerHTML={{ __html: item.html }} />
      ) : (
        <p className="classic-notice__summary">{item.summary}</p>
      )}
      <p className="classic-notice__meta">{meta.filter(Boolean).join(' · ')}</p>
      <button type="button" className="classic-notice__toggle" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={() => setOpen(!open)}>
        {t(open ? 'suggest.notice.fold' : 'suggest.notice.read')}
      </button>
    </article>
  );
}

/**
 * Travel news or notices shown now for the city in the address (the one the articles' city
 * chips choose) and the whole province; without a city, all of them. Until operators publish
 * some, the page says what will appear here: nothing is made up.
 */
export function Notices({ kind, cityId, clear }: { kind: 'news' | 'notices'; cityId?: number; clear: () => void }) {
  const list = usePagedList(['suggest', kind, `${cityId ?? ''}`], (page) =>
    kind === 'news' ? suggest.news(page, cityId) : suggest.notices(page, cityId),
  );
  return (
    <div className="classic__body" aria-busy={list.phase === 'loading'}>
      <Paged<SuggestNotice>
        list={list}
        empty={kind === 'news' ? 'suggest.news.empty' : 'suggest.notices.empty'}
        failed={kind === 'news' ? 'suggest.news.failed' : 'suggest.notices.failed'}
        action={cityId ? { label: 'suggest.notices.showAll', onClick: clear } : undefined}
        row={(n) => <Notice key={n.id} item={n} />}
      />
    </div>
  );
}
