// The Suichang sub-site's shared facts and calls (docs/SUICHANG.md): its county code, the
// notes calls, the search within the county, and the note draft kept in the
// `currentnotes_suichang` record (SPEC §3: persisted under lifeData, restored at start).
import { createNotesApi } from '../../../api/notes';
import { request, search } from '../../../services';
import { useClientStore } from '../../../session/store';

/** 遂昌县 in the shipped regions. */
export const SUICHANG = '331123';

export const notes = createNotesApi(request);

/** One page of what the search finds in Suichang (`keyword` empty: everything there). */
export function searchSuichang(keyword: string, page = 1, size = 20) {
  return search.search({ keyword: keyword || undefined, county_code: SUICHANG, page, size });
}

/** The note being written, kept while the visitor writes (restored after a reload). */
export interface NoteDraft {
  title: string;
  text: string;
  placeIds: string[];
}

export const EMPTY_DRAFT: NoteDraft = { title: '', text: '', placeIds: [] };

function asDraft(v: unknown): NoteDraft {
  if (!v || typeof v !== 'object') return EMPTY_DRAFT;
  const d = v as Partial<Record<keyof NoteDraft, unknown>>;
  return {
    title: typeof d.title === 'string' ? d.title : '',
    text: typeof d.text === 'string' ? d.text : '',
    placeIds: Array.isArray(d.placeIds) ? d.placeIds.filter((p): p is string => typeof p === 'string') : [],
  };
}

export function useNoteDraft(): [NoteDraft, (d: NoteDraft | null) => void] {
  const raw = useClientStore((s) => s.currentnotes_suichang);
  const put = useClientStore((s) => s.put);
  return [asDraft(raw), (d) => put('currentnotes_suichang', d)];
}
