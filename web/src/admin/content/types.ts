// Shapes of the content API (crates/editing, /work plan in docs/CONSOLE_UI.md): read from
// openapi/openapi.json once published; these are the fields the console uses.
export type ContentState = 'published' | 'draft' | 'submitted' | 'rejected';

export interface ContentRow {
  id: string;
  title: string;
  cityId?: number | null;
  countyCode?: string | null;
  kind?: string | null;
  state: ContentState;
  updatedMs?: number | null;
}

export interface Version {
  version: number;
  state: ContentState;
  body: Record<string, unknown>;
  authorName?: string | null;
  createdMs: number;
  decidedByName?: string | null;
  decidedMs?: number | null;
  reason?: string | null;
}

export interface ContentItem {
  entity: string;
  id: string;
  published: Record<string, unknown> | null;
  latest: Version | null;
}

export interface QueueRow {
  entity: string;
  id: string;
  title?: string;
  version: number;
  authorName?: string | null;
  createdMs: number;
  cityId?: number | null;
  countyCode?: string | null;
}
