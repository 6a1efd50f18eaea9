// The operator console's entry (admin.html): a second app with its own shell and chunks, so
// nothing here reaches a visitor's page.
import '@ant-design/v5-patch-for-react-19';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Date pickers and their presets in Chinese, weeks from Monday.
dayjs.locale('zh-cn');

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
