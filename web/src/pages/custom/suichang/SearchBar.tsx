import { useState, type JSX } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';

/** The search box of the sub-site: a word opens the results within Suichang. */
export function SearchBar({ initial = '' }: { initial?: string }): JSX.Element {
  const [word, setWord] = useState(initial);
  const navigate = useNavigate();
  return (
    <form
      className="sc-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(pageUrl('pages/custom/suichang/result', { keyword: word.trim() || undefined }));
      }}
    >
      <input type="search" aria-label={t('suichang.search.label')} placeholder={t('suichang.search.placeholder')} value={word} maxLength={50} onChange={(e) => setWord(e.target.value)} />
      <button type="submit" className="yz-btn yz-btn--primary">
        {t('suichang.search.go')}
      </button>
    </form>
  );
}
