import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageUrl } from '../../lib/pageUrl';
import { t, type MessageKey } from '../../i18n';
import { Chip, ChipRow } from '../../features/food';
import { chooseCity, cityFrom } from '../../features/food';
import { foodSearches, KEYWORD_MAX, normaliseKeyword } from '../../lib/searchWords';
import { Section } from '../../features/food';
import { useFoodCategories } from './useFoodCategories';
import './CateSearchPage.css';

const HOT_MAX = 10;

/** cate/search: type a dish, a restaurant or a snack; recent searches and popular themes to tap. */
export default function CateSearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cityId = cityFrom(params.get('cityId'));
  const hotCity = cityId ?? chooseCity(null, sessionStorage);
  const cats = useFoodCategories(hotCity);
  const [text, setText] = useState(params.get('keyword') ?? '');
  const [recent, setRecent] = useState(() => foodSearches.read(localStorage));
  const [blank, setBlank] = useState(false);

  const go = (raw: string) => {
    const keyword = normaliseKeyword(raw);
    if (!keyword) {
      setBlank(true);
      return;
    }
    setRecent(foodSearches.add(localStorage, keyword));
    navigate(pageUrl('pages/cate/result', { keyword, cityId }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };

  return (
    <div className="cate-search">
      <form className="cate-search__form" role="search" onSubmit={submit}>
        <input
          className="cate-search__input"
          type="search"
          enterKeyHint="search"
          autoFocus
          maxLength={KEYWORD_MAX}
          aria-label={t('cate.search.label')}
          placeholder={t('cate.search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setBlank(false);
          }}
        />
        <button type="submit" className="yz-btn yz-btn--primary cate-search__go">
          {t('cate.search.go')}
        </button>
      </form>
      {blank && (
        <p className="cate-search__hint" role="status">
          {t('cate.search.blank')}
        </p>
      )}

      {recent.length > 0 && (
        <Section
          id="cate-recent"
          title={t('cate.search.recent')}
          aside={
            <button
              type="button"
              className="cate-search__clear"
              onClick={() => {
                foodSearches.clear(localStorage);
                setRecent([]);
              }}
            >
              {t('cate.search.clear')}
            </button>
          }
        >
          <ChipRow label={t('cate.search.recent')}>
            {recent.map((k) => (
              <Chip key={k} pressed={false} onClick={() => go(k)}>
                {k}
              </Chip>
            ))}
          </ChipRow>
        </Section>
      )}

      {cats && cats.themes.length > 0 && (
        <Section id="cate-hot" title={t('cate.search.hot', { city: t(`city.${hotCity}` as MessageKey) })}>
          <ChipRow label={t('cate.search.hot', { city: t(`city.${hotCity}` as MessageKey) })}>
            {cats.themes.slice(0, HOT_MAX).map((th) => (
              <Chip key={th.theme} pressed={false} onClick={() => go(th.theme)}>
                {th.theme}
              </Chip>
            ))}
          </ChipRow>
        </Section>
      )}
    </div>
  );
}
