// The user agreement and privacy policy's version in force (the server is its one source),
// the visitor's agreement to it, and the profile they edit (docs/IDENTITY.md, "Consent",
// "Profile"). Not in SPEC §7: named here, off the first screen's path table.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

type Schemas = components['schemas'];
export type LegalInfo = Schemas['LegalInfo'];
export type ConsentState = Schemas['ConsentState'];
export type Profile = Schemas['Profile'];

export function createLegalApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The version in force, its dates and who runs the site (no sign-in needed). */
    info: () => api.get('/ver3/api/v3/legal', {}, { loading: false }),
    /** Whether the signed-in visitor agreed to the version in force. */
    consentState: () => api.get('/ver3/api/v3/me/consent', {}, { loading: false, quiet: true }),
    /** Records the visitor's agreement to `version` (the one shown to them). */
    giveConsent: (version: string, quiet = false) =>
      api.post('/ver3/api/v3/me/consent', { version: version as Schemas['LegalVersion'] }, { quiet, loading: false }),
    /** Agrees to the version in force, as the sign-in page does once signed in. */
    consentToCurrent: async (quiet = true) => {
      const info = await api.get('/ver3/api/v3/legal', {}, { loading: false, quiet });
      return info ? api.post('/ver3/api/v3/me/consent', { version: info.version as Schemas['LegalVersion'] }, { quiet, loading: false }) : false;
    },
    /** Sets the nickname and, when given, the picture (a photo id of theirs, or '' for none). */
    editProfile: (nickname: string, avatar: string | undefined, refused: (message: string, data?: unknown) => void) =>
      api.put('/ver3/api/v3/me/profile', avatar === undefined ? { nickname } : { nickname, avatar }, { refused, loading: false }),
    /** The signed-in visitor's profile as it stands. */
    profile: () => api.get('/ver3/api/v3/http/getUserInfo', {}, { loading: false }),
  };
}

export type LegalApi = ReturnType<typeof createLegalApi>;
