import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import 'nprogress/nprogress.css';
import './styles.css';
import { enableErrorLog, installGlobalErrorHandlers, recordError } from '../lib/error-log';
import { showFlash } from '../lib/flash';
import { i18n, initI18n } from '../lib/i18n';
import { clearSession, restoreSession } from '../lib/session';
import { askOpenTabsForSession, shareSession } from '../lib/session-share';
import { AppProviders } from './providers';
import { AppRoutes } from './routes/app-routes';

// Spec section 8: uncaught errors are recorded in the production build.
if (import.meta.env.PROD) {
  enableErrorLog();
  installGlobalErrorHandlers();
}

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
// A new tab of a signed-in browser takes the session from an open tab; a sign-out in another tab
// signs this one out too (lib/session-share.ts).
shareSession(() => {
  clearSession();
  window.location.replace('/login');
});

// The interface language (and antd's locale) is loaded before the first paint; a message left by
// the page before a reload (HTTP 403) is shown in it. With a token (a reload, or one taken from an
// open tab), the menus are read back from session storage before the first route.
void Promise.all([initI18n(), askOpenTabsForSession()]).then(() => {
  restoreSession();
  render(container);
  showFlash((key) => i18n.t(key));
});
