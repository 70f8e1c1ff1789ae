import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Navigate } from 'react-router';
import { PageSpinner } from './PageSpinner.tsx';

/** §2 '/': members who are signed in go to their dashboard, others to the landing page. */
export function HomeRedirect() {
  const { loading, isLoggedIn } = useAuthStore();
  if (loading) return <PageSpinner />;
  return <Navigate to={isLoggedIn ? routes.dashboard : routes.landing} replace />;
}
