import { t } from '../../i18n';

/** The name shown for the visitor: their nickname, else 游客 and the last four characters of their id (as on their reviews). */
export function displayName(nickname: string, uid: string): string {
  const nick = nickname.trim();
  return nick || t('mine.home.guest', { tail: uid.slice(-4) });
}
