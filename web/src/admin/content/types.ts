// Shapes of the content API (crates/editing): the fields the console uses.
export type ContentState = 'published' | 'draft' | 'submitted' | 'rejected' | 'discarded';

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
  /** The author's operator id; null for the imported original. */
  authorId?: number | null;
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

/** A submitted version waiting for this operator (GET content/queue). */
export interface QueueRow {
  entity: string;
  id: string;
  title: string;
  cityId?: number | null;
  countyCode?: string | null;
  version: Version;
}
