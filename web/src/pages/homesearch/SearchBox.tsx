import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../api/searchSuggest';
import { t } from '../../i18n';
import { KEYWORD_MAX, normaliseKeyword } from '../../lib/searchWords';
import { typeLabel } from './labels';
import { useSuggestions } from './useSuggestions';
import './homesearch.css';

interface SearchBoxProps {
  initial?: string;
  onSubmit: (word: string) => void;
  /** A suggested name chosen (tap, or arrow keys and Enter): open it. Without it, no suggestions. */
  onPick?: (s: SearchSuggestion) => void;
  autoFocus?: boolean;
}

/** The search field with its button; submits the keyword as every search takes it, and offers names while typing. */
export function SearchBox({ initial = '', onSubmit, onPick, autoFocus }: SearchBoxProps) {
  const [word, setWord] = useState(initial);
  // Suggestions show once the visitor types, not for the word a page opened with.
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(word, typing && onPick !== undefined);
  const listId = useId();
  const open = suggestions.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (open && active >= 0 && suggestions[active]) {
      pick(suggestions[active]);
      return;
    }
    const keyword = normaliseKeyword(word);
    if (keyword) {
      setTyping(false);
      onSubmit(keyword);
    }
  };
  const pick = (s: SearchSuggestion) => {
    setTyping(false);
    setActive(-1);
    onPick?.(s);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Cycle through the names and back to the field itself (-1).
      const slots = suggestions.length + 1;
      setActive((i) => ((i + 1 + step + slots) % slots) - 1);
    } else if (e.key === 'Escape') {
      setTyping(false);
      setActive(-1);
    }
  };
  return (
    <div className="homesearch__field">
      <form className="homesearch__box" role="search" onSubmit={submit}>
        <input
          type="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('homesearch.label')}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t('homesearch.placeholder')}
          value={word}
          maxLength={KEYWORD_MAX}
          autoFocus={autoFocus}
          autoComplete="off"
          onChange={(e) => {
            setWord(e.target.value);
            setTyping(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="yz-btn yz-btn--primary">
          {t('homesearch.submit')}
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={t('homesearch.suggestions')} className="homesearch__suggest" hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={`${s.type}-${s.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="homesearch__suggest-item"
            // Keep the field's focus (and the keyboard) while the finger is down.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
          >
            <span className="homesearch__suggest-name">{s.name}</span>
            <span className="homesearch__suggest-meta">{[typeLabel(s), s.city_name].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
