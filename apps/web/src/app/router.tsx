import { createBrowserRouter, Navigate } from 'react-router';
import { PostAuthRedirect, SocialCallbackScreen } from '../features/auth';
import { DashboardPage } from '../features/dashboard';
import { RootLayout } from './layout/root-layout';
import { AuthDialogRoute } from './routes/auth-dialog-route';
import { NotFound } from './routes/not-found';
import { RequireAuth } from './routes/require-auth';

/** The routes of spec 01 §2; the client and report pages join with the companion issue. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      // Open to everyone: signed-out visitors see the sample profiles ('Explore Profiles').
      { path: 'dashboard', element: <DashboardPage /> },
      // Until client creation arrives, users without a client land on the dashboard itself.
      {
        path: 'add-client',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
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
      { path: 'post-auth-redirect', element: <PostAuthRedirect /> },
      { path: 'connect/linkedin/redirect', element: <SocialCallbackScreen provider="linkedin" /> },
      { path: 'connect/google/redirect', element: <SocialCallbackScreen provider="google" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
