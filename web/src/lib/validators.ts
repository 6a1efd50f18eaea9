// Generic form validators (SPEC §5). Each takes the raw string a visitor typed.

export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

export function isEmail(value: string): boolean {
  return /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);
}

export function isUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** A real calendar date written YYYY-MM-DD or YYYY/MM/DD. */
export function isDate(value: string): boolean {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Mainland resident ID: 18 characters with a valid birth date and GB 11643 check digit. */
export function isIdCard(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}\d{2}\d{2}\d{3}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isDate(birth)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === id[17];
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';

/** Car plates: ordinary (7 characters) and new-energy (8 characters, D/F in the right place). */
export function isCarPlate(value: string): boolean {
  const ordinary = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
  // New-energy: small cars have D/F right after the city letter, large cars at the end.
  const newEnergy = new RegExp(
    `^[${PROVINCES}][A-HJ-NP-Z](([DF][A-HJ-NP-Z0-9][0-9]{4})|([0-9]{5}[DF]))$`,
  );
  return ordinary.test(value) || newEnergy.test(value);
}

/** A money amount: non-negative, at most two decimals, no leading zeros. */
export function isAmount(value: string): boolean {
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value);
}

/** A verification code of `length` digits (6 by default). */
export function isCode(value: string, length = 6): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

/** A landline: optional area code 0xx(x) with optional dash, 7–8 digit number, optional extension. */
export function isLandline(value: string): boolean {
  return /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(value);
}
