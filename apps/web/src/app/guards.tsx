import { hasAuthority, hasRole, type Authority, type Role } from '@school-ops/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPath } from '../features/auth/sign-in.ts';
import { useAuth } from '../lib/auth.ts';

/** Logged-out users go to /login. */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Too little authority goes to /unauthorized. */
export function RequireAuthority({ level }: { level: Authority }) {
  const { user } = useAuth();
  if (!hasAuthority(user?.authority, level)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}

/** Role-gated screens send everyone else to /not-found (spec: /my-shifts). */
export function RequireRole({ level }: { level: Role }) {
  const { user } = useAuth();
  if (!hasRole(user?.role, level)) return <Navigate to="/not-found" replace />;
  return <Outlet />;
}

/**
 * The sign-in page for someone signed in: where a sign-in lands (new credentials first). A sign-in on this
 * page marks them signed in before its own navigation runs, so this redirect must go to the same place.
 */
export function RedirectIfLoggedIn() {
  const { isLoggedIn, user } = useAuth();
  if (isLoggedIn) return <Navigate to={user ? landingPath(user) : '/'} replace />;
  return <Outlet />;
}
