// The web view's gate (docs/WEBVIEW.md): may an outside address open inside the app's frame?
// The server decides from the operator's allow list; the page only shows its answer.
import type { components } from './schema';
import type { Request } from './request';
import { typedRequest } from './typedRequest';

export type WebviewVerdict = components['schemas']['Verdict'];
export type WebviewReason = WebviewVerdict['reason'];

/** The longest address the server reads (characters). */
export const WEBVIEW_URL_MAX = 2048;

export function createWebviewApi(request: Request) {
  const api = typedRequest(request);
  return {
    /** The decision for one address: allowed, or refused with its host and reason. */
    check: (url: string) => api.get('/ver3/api/v3/webview/check', { url }, { loading: false }),
  };
}

export type WebviewApi = ReturnType<typeof createWebviewApi>;
