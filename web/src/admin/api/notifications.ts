// Refine's notifications (a failed or finished call it reports itself) through antd's App
// notification, so they follow the console's theme and locale.
import type { NotificationProvider } from '@refinedev/core';
import { App } from 'antd';

export function useNotifications(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) => {
      const show = type === 'error' ? notification.error : type === 'success' ? notification.success : notification.info;
      show({ key, message, description });
    },
    close: (key) => notification.destroy(key),
  };
}
