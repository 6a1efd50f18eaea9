import { create } from 'zustand';
import type { ResolvedLocation } from './location';

/** Client state of SPEC §3. Page-specific payloads are opaque here: their pages type them. */
export interface ClientData {
  token: string | null;
  location: ResolvedLocation | null;
  queryData: Record<string, string>;
  currentDetail: unknown;
  currentAlbum: unknown;
  currentAlbum_video: unknown;
  currentAlbum_vr: unknown;
  currentMoreContent: unknown;
  currentHotel: unknown;
  currentCate: unknown;
  currentfound: unknown;
  currentnotes_suichang: unknown;
  config_showfound: boolean;
}

/** Entries that survive a reload, under one life-data record in local storage. */
export const PERSISTED_KEYS = [
  'currentAlbum',
  'currentAlbum_video',
  'currentAlbum_vr',
  'currentMoreContent',
  'currentnotes_suichang',
] as const satisfies readonly (keyof ClientData)[];
export const LIFE_DATA_KEY = 'lifeData';

export const INITIAL_DATA: ClientData = {
  token: null,
  location: null,
  queryData: {},
  currentDetail: null,
  currentAlbum: null,
  currentAlbum_video: null,
  currentAlbum_vr: null,
  currentMoreContent: null,
  currentHotel: null,
  currentCate: null,
  currentfound: null,
  currentnotes_suichang: null,
  config_showfound: true,
};

function restore(storage: Storage): Partial<ClientData> {
  try {
    const saved = JSON.parse(storage.getItem(LIFE_DATA_KEY) ?? '{}') as Record<string, unknown>;
    const out: Partial<ClientData> = {};
    for (const k of PERSISTED_KEYS) if (k in saved) out[k] = saved[k];
    return out;
  } catch {
    return {};
  }
}

export interface ClientState extends ClientData {
  put: <K extends keyof ClientData>(key: K, value: ClientData[K]) => void;
}

export function createClientStore(storage: Storage = localStorage) {
  const store = create<ClientState>()((set) => ({
    ...INITIAL_DATA,
    ...restore(storage),
    put: (key, value) => set({ [key]: value } as Partial<ClientState>),
  }));
  store.subscribe((now, before) => {
    if (PERSISTED_KEYS.some((k) => now[k] !== before[k])) {
      const life: Record<string, unknown> = {};
      for (const k of PERSISTED_KEYS) life[k] = now[k];
      storage.setItem(LIFE_DATA_KEY, JSON.stringify(life));
    }
  });
  return store;
}

export const useClientStore = createClientStore();
