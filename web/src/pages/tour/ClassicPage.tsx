import { t, type MessageKey } from '../../i18n';
import { useAddressFilter } from '../../ui/useAddressFilter';
import { Articles } from './ClassicList';
import { Notices } from './ClassicNotices';
import { SuggestDetail } from './SuggestDetail';
import './Classic.css';

const TABS = [
  ['articles', 'suggest.tab.articles'],
  ['news', 'suggest.tab.news'],
  ['notices', 'suggest.tab.notices'],
] as const satisfies readonly (readonly [string, MessageKey])[];

type Tab = (typeof TABS)[number][0];

/** The tab, city and theme in the address (`?theme=古镇&cityId=1205`): a shared link opens the same list. */
function useFilter() {
  const { params, set, clear } = useAddressFilter<'cityId' | 'theme' | 'tab'>();
  const cityId = Number(params.get('cityId')) || undefined;
  const theme = params.get('theme')?.trim() || undefined;
  const tab: Tab = TABS.find(([k]) => k === params.get('tab'))?.[0] ?? 'articles';
  return { cityId, theme, tab, set, clear, id: params.get('id')?.trim() };
}

/**
 * tour/classic: the classic recommendations, newest first, by city and theme, with the news
 * and notices beside them; `?id=` opens one suggestion (docs/SUGGEST.md says why it stays
 * on this route).
 */
export default function ClassicPage() {
  const { id, tab, ...filter } = useFilter();
  if (id !== undefined) return <SuggestDetail id={id} />;
  return (
    <div className="classic">
      <header className="classic__intro">
        <h2 className="classic__title">{t('title.tour/classic')}</h2>
        <p className="classic__lead">{t('suggest.lead')}</p>
      </header>
      <div className="classic__tabs" role="tablist" aria-label={t('suggest.tabs')}>
        {TABS.map(([k, label]) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`classic-tab-${k}`}
            aria-selected={tab === k}
            aria-controls="classic-panel"
            className="classic__tab"
            onClick={() => filter.set('tab', k === 'articles' ? undefined : k)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div id="classic-panel" role="tabpanel" aria-labelledby={`classic-tab-${tab}`}>
        {tab === 'articles' ? (
          <Articles {...filter} />
        ) : (
          <Notices kind={tab} cityId={filter.cityId} clear={() => filter.set('cityId', undefined)} />
        )}
      </div>
    </div>
  );
}
