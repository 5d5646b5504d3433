import MenuIcon from '@mui/icons-material/Menu';
import { Box, Chip, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { AUTHORITY_NAMES, ROLE_LABELS, type Authority, type Role } from '@school-ops/shared';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { today } from '../../lib/dates.ts';
import { useGlobalFilter } from '../../lib/filter.ts';
import { useAfterPaint } from '../../lib/use-after-paint.ts';
import { NAV_SECTIONS } from '../nav.ts';
import { DRAWER_WIDTH, USER_BAR_SPACE } from './layout.ts';

/*
 * The parts of the app bar and the drawer that only a signed-in user sees, in their own chunk: the sign-in
 * page, the first page a phone loads, does not download the drawer, its modal and the chips.
 */

// The picker is the largest library a signed-in page loads: it comes after the page's first paint (see UserBar).
const GlobalDatePicker = lazy(() => import('./GlobalDatePicker.tsx'));

// Solid colours: translucent chips on the blue bar fail the contrast check.
const chipSx = { bgcolor: '#0d3b70', color: '#fff' };

export function MenuButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton color="inherit" edge="start" aria-label="open navigation" onClick={onClick}>
      <MenuIcon />
    </IconButton>
  );
}

export function UserBar() {
  const { user } = useAuth();
  // On a phone the page's heading is the largest paint: it must not wait on the picker's code and render.
  const showPicker = useAfterPaint();
  const { date } = useGlobalFilter();
  if (!user) return null;
  // The picker's width: its field, and the reset button when the date is not today (no shift when it comes).
  const pickerSpace = <Box sx={{ width: date === today() ? 240 : 284 }} />;
  return (
    <Box sx={{ ...USER_BAR_SPACE, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', gap: 0.5 }} aria-label="your role and authority">
        {user.role !== null && <Chip size="small" label={ROLE_LABELS[user.role as Role]} sx={chipSx} />}
        <Chip size="small" label={AUTHORITY_NAMES[user.authority as Authority]} sx={chipSx} />
      </Box>
      {showPicker ? <Suspense fallback={pickerSpace}><GlobalDatePicker /></Suspense> : pickerSpace}
    </Box>
  );
}

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

export function NavDrawer({ wide, open, onClose }: { wide: boolean; open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant={wide ? 'permanent' : 'temporary'}
      open={wide || open}
      onClose={onClose}
      // Wide screens: the drawer sits in the page flow below the bar, whatever the bar's height.
      sx={{
        width: wide ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, ...(wide && { position: 'relative', height: '100%' }) },
      }}
    >
      <NavList onNavigate={onClose} />
    </Drawer>
  );
}
