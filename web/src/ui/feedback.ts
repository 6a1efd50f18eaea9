import type { Feedback } from '../services';
import { TOAST_MS } from '../lib/constants';

// antd-mobile's Toast is loaded on first use, keeping it out of the first screen's bundle.
// Calls run in the order made, because they all chain on the same import.
type ToastApi = (typeof import('./toast'))['Toast'];
let toastModule: Promise<ToastApi> | undefined;
const toastApi = () => (toastModule ??= import('./toast').then((m) => m.Toast));

let loadingWanted = false;

export const toastFeedback: Feedback = {
  toast(message) {
    loadingWanted = false;
    void toastApi().then((Toast) => Toast.show({ content: message, duration: TOAST_MS }));
  },
  loading: {
    show(text) {
      loadingWanted = true;
      void toastApi().then((Toast) => {
        if (loadingWanted) Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: false });
      });
    },
    hide() {
      loadingWanted = false;
      void toastApi().then((Toast) => {
        if (!loadingWanted) Toast.clear();
      });
    },
  },
};
