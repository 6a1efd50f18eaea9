// Elder mode (SPEC §1): 浙里办 tells us the visitor's chosen style; the elder class on <html>
// scales type and touch targets through CSS variables, with an Android variant for the
// larger default font metrics there.

export type UserType = 'elder' | 'normal';
export const USERTYPE_KEY = 'usertype';

export function applyUiStyle(
  style: UserType,
  android: boolean,
  root: HTMLElement = document.documentElement,
  storage: Storage = localStorage,
): void {
  const elder = style === 'elder';
  root.classList.toggle('elder', elder);
  root.classList.toggle('elder-android', elder && android);
  storage.setItem(USERTYPE_KEY, style);
}
