import { PATHS } from './paths';
import type { Request } from './request';
import type { paths } from './schema';
import { typedRequest } from './typedRequest';

/** Not in SPEC §7 (docs/IDENTITY.md): named here, off the first screen's path table. */
const LOGIN_CODE = '/ver3/api/v3/user/login/code' satisfies keyof paths;

/**
 * Phone sign-in (docs/IDENTITY.md): send a code, then sign in with it. The sign-in carries
 * the visitor's current token on purpose, although the legacy entry is otherwise sent
 * without one, so a WeChat visitor who adds a number keeps one account. It also carries the
 * share code the visitor arrived with (`user_id`), so the friend who shared the link is
 * credited when a number new to us signs in, as with WeChat.
 */
export function createPhoneLoginApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The code's timings; `null` when this server sends no SMS (50300: phone sign-in is off). */
    sendCode: (phone: string) => api.offer(LOGIN_CODE, { phone }, { loading: false, absent: [50300] }),
    signIn: async (phone: string, code: string, token: string | null, sharedBy: string | null = null) => {
      const body = sharedBy ? { phone, code, user_id: sharedBy } : { phone, code };
      const answer = await api.post(PATHS.userLogin, body, {
        loading: false,
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      });
      return typeof answer === 'object' && answer !== null ? answer : false;
    },
  };
}
