import { AppBar, Box, Button, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { LeaveGuardHost } from '../../components/LeaveGuard.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageReady } from '../../lib/app-ready.tsx';
import { Toasts } from '../../components/Toasts.tsx';
import { authStore, useAuth } from '../../lib/auth.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useUpdateReady } from '../../lib/service-worker.ts';
import { DATE_BUTTON_SX, DRAWER_WIDTH, USER_BAR_SPACE } from './layout.ts';

const signedIn = () => import('./SignedInParts.tsx');
const MenuButton = lazy(() => signedIn().then((m) => ({ default: m.MenuButton })));
const UserBar = lazy(() => signedIn().then((m) => ({ default: m.UserBar })));
const DateButton = lazy(() => signedIn().then((m) => ({ default: m.DateButton })));
const NavDrawer = lazy(() => signedIn().then((m) => ({ default: m.NavDrawer })));
// Neither is in the chunk every page shares (decision 0037): the live stream, the outbox and its dialog load beside
// the page (the entry starts them with the bar's parts), the update prompt's code only when a new version waits.
const LiveUpdates = lazy(() => import('./LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })));
const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })));
// Already signed in (a reload, a bookmark): fetch the bar's parts alongside the page's chunk, not after it,
// so that the bar's second row does not arrive late and push the page down.
if (authStore.get().isLoggedIn) void signedIn();

export function AppShell() {
  const { isLoggedIn, user } = useAuth();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const showDrawer = isLoggedIn && user;
  const updateReady = useUpdateReady();

  return (
    <Box sx={{ minHeight: '100vh' }}>
      {/* Sticky, not fixed: the page starts right below it. One row on a phone (at most 64 px high). */}
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, py: 1 }}>
          {showDrawer && !wide && (
            // The button's space while its code loads (as the first paint keeps it), so the title does not move.
            <Suspense fallback={<Box sx={{ width: 44, height: 44, ml: '-12px', flexShrink: 0 }} />}>
              <MenuButton onClick={() => setOpen(true)} />
            </Suspense>
          )}
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', mr: 1, whiteSpace: 'nowrap' }}
          >
            {t('shell.title')}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {user && (
            <Suspense fallback={<Box sx={{ ...DATE_BUTTON_SX, height: 44 }} />}>
              <DateButton />
            </Suspense>
          )}
          {isLoggedIn ? (
            <Button
              color="inherit"
              component={RouterLink}
              to="/logout"
              // One line on a phone in every language (ログアウト wrapped at 390 px).
              sx={{ order: { md: 3 }, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('shell.logout')}
            </Button>
          ) : (
            <Button color="inherit" component={RouterLink} to="/login">
              {t('shell.login')}
            </Button>
          )}
          {user && (
            <Suspense fallback={<Box sx={USER_BAR_SPACE} />}>
              <UserBar />
            </Suspense>
          )}
        </Toolbar>
      </AppBar>

      <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: 'calc(100vh - 72px)' }}>
        {showDrawer && (
          <Suspense fallback={wide ? <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} /> : null}>
            <NavDrawer wide={wide} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )}

        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </Box>
      </Box>
      <Toasts />
      <LeaveGuardHost />
      {updateReady && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
    </Box>
  );
}
