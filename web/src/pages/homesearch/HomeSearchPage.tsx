import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n';
import { search } from '../../services';
import { useLoad } from '../../ui/query';
import { searchHistory } from '../../lib/searchWords';
import { SearchBox } from './SearchBox';
import './homesearch.css';
import { pageOf, pageUrl } from '../../lib/pageUrl';

/** The global search: one field for places, dishes, people and lines; recent and popular words. */
export default function HomeSearchPage() {
  const navigate = useNavigate();
  const [history, setHistory] = useState(() => searchHistory.read(localStorage));
  // Popular words come from the content itself: the best-known scenic areas.
  const popular = useLoad(['search-popular'], () => search.search({ keyword: '', kind: 'scenic', size: 8 }));
  const hot = popular.data?.list.map((i) => i.name) ?? [];

  const go = (word: string) => {
    setHistory(searchHistory.add(localStorage, word));
    navigate(pageUrl('pages/homesearch/result', { keyword: word }));
  };

  return (
    <div className="homesearch">
      <SearchBox
        onSubmit={go}
        onPick={(s) => {
          setHistory(searchHistory.add(localStorage, s.name));
          navigate(pageOf(s));
        }}
        autoFocus
      />
      {history.length > 0 && (
        <section className="homesearch__words" aria-labelledby="hs-history">
          <div className="homesearch__head">
            <h2 id="hs-history">{t('homesearch.history')}</h2>
            <button
              type="button"
              className="homesearch__clear"
              onClick={() => {
                searchHistory.clear(localStorage);
                setHistory([]);
              }}
            >
              {t('homesearch.clearHistory')}
            </button>
          </div>
          <div className="homesearch__chips">
            {history.map((w) => (
              <button key={w} type="button" className="yz-chip" onClick={() => go(w)}>
                {w}
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="homesearch__words" aria-labelledby="hs-hot">
        <div className="homesearch__head">
          <h2 id="hs-hot">{t('homesearch.hot')}</h2>
        </div>
        <div className="homesearch__chips">
          {hot.map((w) => (
            <button key={w} type="button" className="yz-chip" onClick={() => go(w)}>
              {w}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
