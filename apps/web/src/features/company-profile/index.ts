import { lazy } from 'react';

export const CompanyProfilePage = lazy(() => import('./components/company-profile-page'));
