import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredTheme } from './features/theme';
import { useAuthStore } from './lib/auth';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is imported for its effect
import './index.css';

// Before the first render: the page paints in the right theme, and the stored token check starts
// while React is still mounting (the CSP forbids an inline script in index.html for the theme).
applyStoredTheme();
// A client's contact answering a data request has no account here: their page checks no session.
if (!window.location.pathname.startsWith('/vsme-request/')) void useAuthStore.getState().initialize();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
