// Elder mode (SPEC §1): larger type and touch targets through CSS variables, by the elder class
// on <html>, with an Android variant for the larger default font metrics there. 浙里办 tells us
// the visitor's chosen style; everywhere a visitor can also switch it themselves (the home
// page's settings), and their choice is remembered on the device and wins over the platform's.

export type UserType = 'elder' | 'normal';
export const USERTYPE_KEY = 'usertype';
/** The visitor's own choice, `elder` or `normal`; absent: the platform decides. */
export const ELDER_CHOICE_KEY = 'youzhe.elderMode';

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

/** The visitor's own choice on this device, or null when they made none (the platform decides). */
export function elderChoice(storage: Pick<Storage, 'getItem'> = localStorage): UserType | null {
  const v = storage.getItem(ELDER_CHOICE_KEY);
  return v === 'elder' || v === 'normal' ? v : null;
}
