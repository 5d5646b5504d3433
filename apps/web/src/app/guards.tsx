import { hasAuthority, hasRole, type Authority, type Role } from '@school-ops/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPath } from '../features/auth/sign-in.ts';
import { useAuth } from '../lib/auth.ts';

/**
 * A signed-in screen's guard, from its declared access: signed out goes to /login, too little authority to
 * /unauthorized, no teaching role (spec: /my-shifts) to /not-found. One route, not one per check: the router
 * compiles a matcher for every level of every screen's branch as it starts (a phone's long task).
 */
export function RequireAccess({ authority, role }: { authority?: Authority; role?: Role }) {
  const { isLoggedIn, user } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (authority !== undefined && !hasAuthority(user?.authority, authority))
    return <Navigate to="/unauthorized" replace />;
  if (role !== undefined && !hasRole(user?.role, role)) return <Navigate to="/not-found" replace />;
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
