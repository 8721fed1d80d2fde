import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as configureZod } from 'zod';
import 'nprogress/nprogress.css';
import './styles.css';
import { enableErrorLog, installGlobalErrorHandlers, recordError } from '../lib/error-log';
import { showFlash } from '../lib/flash';
import { i18n, initI18n } from '../lib/i18n';
import { restoreSession } from '../lib/session';
import { AppProviders } from './providers';
import { AppRoutes } from './routes/app-routes';

// The content policy forbids eval: zod must not even probe for it (docs/decisions/0021).
configureZod({ jitless: true });

// Spec section 8: uncaught errors are recorded in the production build.
if (import.meta.env.PROD) {
  enableErrorLog();
  installGlobalErrorHandlers();
}

// With a token (a reload), the menus are read back from session storage before the first route.
restoreSession();

// History mode: the address the browser starts on (/html/... with its query) is replayed through
// the guard; its history key tells the guard which navigation came with the reload.
const initialKey = (window.history.state as { key?: string } | null)?.key ?? 'default';

function render(container: HTMLElement): void {
  createRoot(container, {
    onUncaughtError: (error) => {
      console.error(error);
      recordError(error);
    },
  }).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter useTransitions={false}>
          <AppRoutes initialKey={initialKey} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The interface language (and antd's locale) is loaded before the first paint; a message left by
// the page before a reload (HTTP 403) is shown in it.
void initI18n().then(() => {
  render(container);
  showFlash((key) => i18n.t(key));
});
