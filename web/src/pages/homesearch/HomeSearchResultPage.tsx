import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import type { PlaceKind } from '../../api/places';
import type { SearchItem } from '../../api/search';
import { pageOf } from '../../lib/pageUrl';
import { t, type MessageKey } from '../../i18n';
import { LOAD_MORE_FAR_PX } from '../../lib/constants';
import { search } from '../../services';
import { LoadMore } from '../../ui/LoadMore';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { kindLabel } from '../../ui/place/format';
import { EmptyState, ErrorState } from '../../ui/place/ListState';
import { usePagedList } from '../../ui/query/usePagedList';
import { FOOD_KINDS } from '../../ui/place/kinds';
import { searchHistory } from '../../lib/searchWords';
import { SearchBox } from './SearchBox';
import './homesearch.css';
import { pageUrl } from '../../lib/pageUrl';

/** Result tabs: each a set of kinds the search endpoint filters by. */
const TABS: { key: string; label: MessageKey; kind: string }[] = [
  { key: 'all', label: 'homesearch.tab.all', kind: '' },
  { key: 'sights', label: 'homesearch.tab.sights', kind: 'scenic,site' },
  { key: 'stay', label: 'homesearch.tab.stay', kind: 'hotel,homestay' },
  { key: 'food', label: 'homesearch.tab.food', kind: `${FOOD_KINDS},dish` },
  { key: 'shop', label: 'homesearch.tab.shop', kind: 'shop' },
  { key: 'person', label: 'homesearch.tab.person', kind: 'person' },
  { key: 'line', label: 'homesearch.tab.line', kind: 'line' },
];

function typeLabel(item: SearchItem): string {
  if (item.type === 'place') return kindLabel(item.kind as PlaceKind);
  return t(`homesearch.type.${item.type}` as MessageKey);
}

function ResultRow({ item }: { item: SearchItem }) {
  return (
    <Link className="homesearch__item" to={pageOf(item)}>
      <span className="homesearch__item-name">
        {item.name}
        <span className="yz-badge">{typeLabel(item)}</span>
        {item.place?.a_level && <span className="yz-badge yz-badge--accent">{t('place.aLevel', { level: item.place.a_level })}</span>}
      </span>
      {item.summary && <span className="homesearch__item-summary">{item.summary}</span>}
    </Link>
  );
}

/** Results of the global search, by tab, page after page. */
export default function HomeSearchResultPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const keyword = params.get('keyword')?.trim() ?? '';
  const tab = TABS.find((x) => x.key === params.get('tab')) ?? TABS[0];
  const list = usePagedList<SearchItem>(
    ['HomeSearchResultPage', `${keyword}|${tab.kind}`],
    (page) => (keyword ? search.search({ keyword, kind: tab.kind, page, size: 20 }) : Promise.resolve({ list: [], total: 0, page: 1, size: 20 })),
    LOAD_MORE_FAR_PX,
  );

  const submit = (word: string) => {
    searchHistory.add(localStorage, word);
    navigate(pageUrl('pages/homesearch/result', { keyword: word, tab: tab.key === 'all' ? undefined : tab.key }), { replace: true });
  };

  return (
    <div className="homesearch">
      <SearchBox key={keyword} initial={keyword} onSubmit={submit} />
      <div className="homesearch__tabs" role="tablist" aria-label={t('homesearch.tabs')}>
        {TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={x.key === tab.key}
            className="homesearch__tab"
            onClick={() => {
              const next = new URLSearchParams(params);
              if (x.key === 'all') next.delete('tab');
              else next.set('tab', x.key);
              setParams(next, { replace: true });
            }}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      {!keyword && <EmptyState text="homesearch.empty" />}
      {keyword && list.phase === 'loading' && <PageSkeleton rows={5} />}
      {keyword && list.phase === 'error' && <ErrorState onRetry={list.retry} />}
      {keyword && list.phase === 'ready' && list.items.length === 0 && (
        <div className="yz-state" role="status">
          <p>{t('homesearch.none', { keyword })}</p>
        </div>
      )}
      {keyword && list.phase === 'ready' && list.items.length > 0 && (
        <>
          <p className="homesearch__total">{t('homesearch.total', { total: list.total })}</p>
          <div className="homesearch__list">
            {list.items.map((item) => (
              <ResultRow key={`${item.type}-${item.id}`} item={item} />
            ))}
          </div>
          <LoadMore status={list.footer} onMore={list.loadMore} />
        </>
      )}
    </div>
  );
}
