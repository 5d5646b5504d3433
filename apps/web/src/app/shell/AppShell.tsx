import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar, Box, Button, Chip, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader, Toolbar, Typography,
  useMediaQuery, useTheme,
} from '@mui/material';
import { AUTHORITY_NAMES, ROLE_LABELS, type Authority, type Role } from '@school-ops/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/Loading.tsx';
import { Toasts } from '../../components/Toasts.tsx';
import { useAuth } from '../../lib/auth.ts';
import { NAV_SECTIONS } from '../nav.ts';

const GlobalDatePicker = lazy(() => import('./GlobalDatePicker.tsx'));

const DRAWER_WIDTH = 248;
// Solid colours: translucent chips on the blue bar fail the contrast check.
const chipSx = { bgcolor: '#0d3b70', color: '#fff' };

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return null;
  return (
    <nav aria-label="main">
      {NAV_SECTIONS.map((section) => {
        const items = section.items.filter((i) => i.visible(user));
        if (!items.length) return null;
        return (
          <List key={section.heading} dense subheader={<ListSubheader>{section.heading}</ListSubheader>}>
            {items.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={pathname === item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
    </nav>
  );
}

export function AppShell() {
  const { isLoggedIn, user } = useAuth();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [open, setOpen] = useState(false);
  const showDrawer = isLoggedIn && user;

  return (
    <Box sx={{ minHeight: '100vh' }}>
      {/* Sticky, not fixed: on a phone the bar takes two rows and the page starts right below it. */}
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          {showDrawer && !wide && (
            <IconButton color="inherit" edge="start" aria-label="open navigation" onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', mr: 1 }}>
            School Ops
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {isLoggedIn ? (
            <Button color="inherit" component={RouterLink} to="/logout" sx={{ order: { md: 3 } }}>
              Logout
            </Button>
          ) : (
            <Button color="inherit" component={RouterLink} to="/login">
              Login
            </Button>
          )}
          {user && (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: { xs: '100%', md: 'auto' }, order: { md: 2 } }}
            >
              <Box sx={{ display: 'flex', gap: 0.5 }} aria-label="your role and authority">
                {user.role !== null && <Chip size="small" label={ROLE_LABELS[user.role as Role]} sx={chipSx} />}
                <Chip size="small" label={AUTHORITY_NAMES[user.authority as Authority]} sx={chipSx} />
              </Box>
              <Suspense fallback={null}>
                <GlobalDatePicker />
              </Suspense>
            </Box>
          )}
        </Toolbar>
      </AppBar>

      <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: 'calc(100vh - 72px)' }}>
      {showDrawer && (
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || open}
          onClose={() => setOpen(false)}
          // Wide screens: the drawer sits in the page flow below the bar, whatever the bar's height.
          sx={{
            width: wide ? DRAWER_WIDTH : undefined,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, ...(wide && { position: 'relative', height: '100%' }) },
          }}
        >
          <NavList onNavigate={() => setOpen(false)} />
        </Drawer>
      )}

        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Toasts />
    </Box>
  );
}
