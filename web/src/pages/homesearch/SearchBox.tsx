import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { KEYWORD_MAX, normaliseKeyword } from '../../lib/searchWords';
import './homesearch.css';

/** The search field with its button; submits the keyword as every search takes it. */
export function SearchBox({ initial = '', onSubmit, autoFocus }: { initial?: string; onSubmit: (word: string) => void; autoFocus?: boolean }) {
  const [word, setWord] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = normaliseKeyword(word);
    if (keyword) onSubmit(keyword);
  };
  return (
    <form className="homesearch__box" role="search" onSubmit={submit}>
      <input
        type="search"
        enterKeyHint="search"
        aria-label={t('homesearch.label')}
        placeholder={t('homesearch.placeholder')}
        value={word}
        maxLength={KEYWORD_MAX}
        autoFocus={autoFocus}
        onChange={(e) => setWord(e.target.value)}
      />
      <button type="submit" className="yz-btn yz-btn--primary">
        {t('homesearch.submit')}
      </button>
    </form>
  );
}
