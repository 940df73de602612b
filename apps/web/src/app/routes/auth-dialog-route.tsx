import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthDialog, authTabFromPath } from '../../features/auth';
import { DashboardPage } from '../../features/dashboard';
import { OrganizationSetupForm } from '../../features/organization';

/** The auth screens are a dialog over the dashboard; the path picks the tab. */
export function AuthDialogRoute() {
  const { pathname } = useLocation();
  const tab = authTabFromPath(pathname);
  if (!tab) return <Navigate to="/signin" replace />;
  return (
    <>
      <DashboardPage />
      {/* The dashboard stays visible while the dialog's code arrives. */}
      <Suspense fallback={null}>
        <AuthDialog tab={tab} organizationStage={<OrganizationSetupForm />} />
      </Suspense>
    </>
  );
}
