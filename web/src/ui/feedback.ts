import type { Feedback } from '../services';
import { loadChunk } from '../lib/chunk';
import { TOAST_MS } from '../lib/constants';

// antd-mobile's Toast is loaded on first use, keeping it out of the first screen's bundle.
// Calls run in the order made, because they all chain on the same import.
type ToastApi = (typeof import('./toast'))['Toast'];
let toastModule: Promise<ToastApi> | undefined;
const toastApi = () => {
  toastModule ??= loadChunk(() => import('./toast')).then((m) => m.Toast);
  toastModule.catch(() => (toastModule = undefined)); // try again on the next message
  return toastModule;
};

/** Run `fn` with the Toast API once loaded; offline, the message is only logged. */
function withToast(fn: (Toast: ToastApi) => void, what: string) {
  toastApi().then(fn, () => console.warn(`toast unavailable: ${what}`));
}

let loadingWanted = false;

export const toastFeedback: Feedback = {
  toast(message) {
    loadingWanted = false;
    withToast((Toast) => Toast.show({ content: message, duration: TOAST_MS }), message);
  },
  loading: {
    show(text) {
      loadingWanted = true;
      withToast((Toast) => {
        if (loadingWanted) Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: false });
      }, text);
    },
    hide() {
      loadingWanted = false;
      withToast((Toast) => {
        if (!loadingWanted) Toast.clear();
      }, 'hide loading');
    },
  },
};
