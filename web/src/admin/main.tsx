// The operator console's entry (admin.html): a second app with its own shell and chunks, so
// nothing here reaches a visitor's page.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
