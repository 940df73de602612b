import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PostAuthRedirect, SocialCallbackScreen } from '../features/auth';
import { ClientOverviewPage } from '../features/client-overview';
import { ClientLayout, NoClientSelected } from '../features/client-shell';
import { CompanyProfilePage } from '../features/company-profile';
import { ImpactCommunicationPage } from '../features/impact-communication';
import { ImpactStrategyPage } from '../features/impact-strategy';
import { InitiativesPage } from '../features/initiatives';
import { PolicyRegulationsPage } from '../features/policy-regulations';
import { ReportPage } from '../features/reports';
import { VsmeReportPage, VsmeReportsPage, VsmeRequestPage } from '../features/vsme';
import { DashboardPage } from '../features/dashboard';
import { HelpPage } from '../features/help';
import { InvitePage, SettingsPage } from '../features/workspace';
import { AddClientPage } from '../features/onboarding-chat';
import { RootLayout } from './layout/root-layout';
import { AuthDialogRoute } from './routes/auth-dialog-route';
import { NotFound } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';
import { SessionPending } from './routes/session-pending';

/** A lazily loaded page, with the session-pending spinner while its code arrives. */
const lazyPage = (page: ReactNode) => <Suspense fallback={<SessionPending />}>{page}</Suspense>;

/** The routes of spec 01 §2; the client pages and reports of the companion document join later. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      // Open to everyone: signed-out visitors see the sample profiles ('Explore Profiles').
      { path: 'dashboard', element: <DashboardPage /> },
      // Users without a client yet add their first one with the onboarding chat.
      { path: 'add-client', element: <RequireAuth>{lazyPage(<AddClientPage />)}</RequireAuth> },
      // Open to everyone as well: the server decides whose client (or which sample) a visitor may read.
      { path: 'client', element: lazyPage(<NoClientSelected />) },
      {
        path: 'client/:clientName',
        element: (
          <Suspense fallback={<SessionPending />}>
            <ClientLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: lazyPage(<ClientOverviewPage />) },
          { path: 'profile', element: lazyPage(<CompanyProfilePage />) },
          { path: 'strategy', element: lazyPage(<ImpactStrategyPage />) },
          { path: 'initiatives', element: lazyPage(<InitiativesPage />) },
          { path: 'regulations', element: lazyPage(<PolicyRegulationsPage />) },
          { path: 'communication', element: lazyPage(<ImpactCommunicationPage />) },
          // VSME reports are the organization's own work: signed-in users only.
          { path: 'vsme', element: <RequireAuth>{lazyPage(<VsmeReportsPage />)}</RequireAuth> },
          {
            path: 'vsme/:reportDocumentId',
            element: <RequireAuth>{lazyPage(<VsmeReportPage />)}</RequireAuth>,
          },
        ],
      },
      // Reports (spec 02 §2): signed-in users only; outside the client layout, the page has its own Back.
      {
        path: 'client/:clientName/report/:reportDocumentId',
        element: <RequireAuth>{lazyPage(<ReportPage />)}</RequireAuth>,
      },
      { path: 'report/:reportDocumentId', element: <RequireAuth>{lazyPage(<ReportPage />)}</RequireAuth> },
      // One layout route for the four auth paths keeps the dialog mounted while its tab changes; the
      // layout renders everything, so the paths themselves render nothing (null, not undefined).
      {
        element: <AuthDialogRoute />,
        children: [
          { path: 'signin', element: null },
          { path: 'signup', element: null },
          { path: 'forgot-password', element: null },
          { path: 'reset-password', element: null },
        ],
      },
      { path: 'settings', element: <RequireAuth>{lazyPage(<SettingsPage />)}</RequireAuth> },
      { path: 'help', element: lazyPage(<HelpPage />) },
      // Public: a visitor sees who invited them, signs in or up, and is brought back to accept.
      { path: 'invite/:token', element: lazyPage(<InvitePage />) },
      { path: 'post-auth-redirect', element: <PostAuthRedirect /> },
      { path: 'connect/linkedin/redirect', element: <SocialCallbackScreen provider="linkedin" /> },
      { path: 'connect/google/redirect', element: <SocialCallbackScreen provider="google" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  // Public, and outside the app's shell: a client's contact answers a VSME data request without an
  // account, seeing no header, sidebar or anything else of the app.
  { path: 'vsme-request/:token', element: lazyPage(<VsmeRequestPage />) },
]);
