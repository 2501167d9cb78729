import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createI18n } from './i18n';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing in index.html');

const router = createBrowserRouter(routes);
const i18n = createI18n();

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
