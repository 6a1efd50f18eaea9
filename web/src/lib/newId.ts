// One fresh id for one press of a button: the key a write is made idempotent by (a draw, a
// redemption, a sign-up, a tap in spot the difference). A retry of the same press resends
// the same key; a new press makes a new one, so the server can tell a retry from a second try.

/** A new random id, `<prefix>-<uuid>` (the server takes letters, digits and `._:-`, at most 64). */
export function newId(prefix: string): string {
  const c = globalThis.crypto as Crypto | undefined;
  const random =
    c && typeof c.randomUUID === 'function'
      ? c.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${random}`;
}
