// The mark the sign-in page's links put on the agreement and policy pages, so their way back
// reads 返回登录. A small file of its own: the sign-in page imports it without the texts.
export const FROM_SIGN_IN = { from: 'signIn' } as const;

export const openedFromSignIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { from?: unknown }).from === 'signIn';
