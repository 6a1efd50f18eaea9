import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '../../api/searchSuggest';
import { normaliseKeyword } from '../../lib/searchWords';
import { suggestions } from './suggestCalls';

/** How long typing must pause before names are asked for. */
export const SUGGEST_DELAY_MS = 200;

/** One Latin letter says too little (it begins a syllable of nearly every name); one Chinese character is enough. */
const worthAsking = (keyword: string) => /\p{Script=Han}/u.test(keyword) || keyword.length >= 2;

/**
 * The names offered for what is typed so far: asked once typing pauses, and only the answer
 * to the latest word is shown (an earlier word's late answer is dropped, never flashes).
 */
export function useSuggestions(word: string, enabled: boolean): SearchSuggestion[] {
  const [found, setFound] = useState<{ word: string; list: SearchSuggestion[] }>({ word: '', list: [] });
  const keyword = normaliseKeyword(word);
  useEffect(() => {
    if (!enabled || !worthAsking(keyword)) return;
    let current = true;
    const timer = setTimeout(() => {
      void suggestions.suggest(keyword).then((data) => {
        if (current) setFound({ word: keyword, list: data || [] });
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword, enabled]);
  return enabled && worthAsking(keyword) && found.word === keyword ? found.list : [];
}
