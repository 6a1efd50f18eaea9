import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import './homesearch.css';

/** The search field with its button; submits the trimmed word. */
export function SearchBox({ initial = '', onSubmit, autoFocus }: { initial?: string; onSubmit: (word: string) => void; autoFocus?: boolean }) {
  const [word, setWord] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (word.trim()) onSubmit(word.trim());
  };
  return (
    <form className="homesearch__box" role="search" onSubmit={submit}>
      <input
        type="search"
        enterKeyHint="search"
        aria-label={t('homesearch.label')}
        placeholder={t('homesearch.placeholder')}
        value={word}
        maxLength={50}
        autoFocus={autoFocus}
        onChange={(e) => setWord(e.target.value)}
      />
      <button type="submit" className="yz-btn yz-btn--primary">
        {t('homesearch.submit')}
      </button>
    </form>
  );
}
