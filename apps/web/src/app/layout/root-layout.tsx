import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AssessmentProgress } from '../../features/assessment-progress';
import { FeedbackLauncher } from '../../features/feedback';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <AppFooter />
      <Suspense fallback={null}>
        <AssessmentProgress />
      </Suspense>
      <FeedbackLauncher />
      <ScrollRestoration />
    </div>
  );
}
