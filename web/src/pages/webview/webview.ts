// The web view's call, wired here so it loads with the page, never with the first screen.
import { createWebviewApi } from '../../api/webview';
import { request } from '../../services';

export const webview = createWebviewApi(request);
