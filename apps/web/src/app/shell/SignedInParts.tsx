import MenuIcon from '@mui/icons-material/Menu';
import {
  Box,
  Button,
  Chip,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Popover,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Authority, Role } from '@school-ops/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { authorityLabel, roleLabel } from '../../lib/role-labels.ts';
import { formatDate, formatShortDate, today } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useGlobalFilter } from '../../lib/filter.ts';
import { useAfterPaint } from '../../lib/use-after-paint.ts';
import { NAV_SECTIONS } from '../nav.ts';
import { DATE_BUTTON_SX, datePickerSpace, DRAWER_WIDTH, USER_BAR_SPACE } from './layout.ts';

/*
 * The parts of the app bar and the drawer that only a signed-in user sees, in their own chunk: the sign-in
 * page, the first page a phone loads, does not download the drawer, its modal and the chips.
 */

// The picker is the largest library a signed-in page loads: it comes after the page's first paint (see UserBar).
const GlobalDatePicker = lazy(() => import('./GlobalDatePicker.tsx'));

// Solid colours: translucent chips on the blue bar fail the contrast check.
const chipSx = { bgcolor: '#0d3b70', color: '#fff' };

export function MenuButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton color="inherit" edge="start" aria-label={t('shell.openNavigation')} onClick={onClick}>
      <MenuIcon />
    </IconButton>
  );
}

/** The signed-in person's role and authority, as chips. */
function RoleChips() {
  const { user } = useAuth();
  const { t } = useTranslation();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} aria-label={t('shell.roleAndAuthority')}>
      {user.role !== null && <Chip size="small" label={roleLabel(t, user.role as Role)} sx={chipSx} />}
      <Chip size="small" label={authorityLabel(t, user.authority as Authority)} sx={chipSx} />
    </Box>
  );
}

/** From md up: the chips and the date field in the bar (a phone has DateButton and the drawer instead). */
export function UserBar() {
  const { user } = useAuth();
  // The bar is hidden below md (DateButton has the date there): a phone must not load and render a picker it
  // does not show. Above, the picker waits for the page's first paint.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const showPicker = useAfterPaint() && wide;
  const { date } = useGlobalFilter();
  const { i18n } = useTranslation();
  if (!user) return null;
  // The picker's width: its field, and the reset button when the date is not today (no shift when it comes).
  const pickerSpace = <Box sx={{ width: datePickerSpace(i18n.language, date !== today()) }} />;
  return (
    <Box sx={{ ...USER_BAR_SPACE, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <RoleChips />
      {showPicker ? (
        <Suspense fallback={pickerSpace}>
          <GlobalDatePicker />
        </Suspense>
      ) : (
        pickerSpace
      )}
    </Box>
  );
}

/**
 * Below md: the global date as a compact button in the one-row bar; it opens the same date field as the
 * wide bar's, with its messages and its reset to today.
 */
export function DateButton() {
  const { date } = useGlobalFilter();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        aria-label={t('shell.dateButton', { date: date ? formatDate(date) : t('shell.dateNone') })}
        aria-haspopup="dialog"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={DATE_BUTTON_SX}
      >
        {date ? formatShortDate(date) : t('shell.noDate')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('shell.dateDialog') } }}
      >
        <Suspense fallback={<Box sx={{ width: 240, height: 56 }} />}>
          <GlobalDatePicker />
        </Suspense>
      </Popover>
    </>
  );
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!user) return null;
  return (
    <nav aria-label={t('shell.mainNavigation')}>
      {NAV_SECTIONS.map((section) => {
        const items = section.items.filter((i) => i.visible(user));
        if (!items.length) return null;
        return (
          <List key={section.heading} dense subheader={<ListSubheader>{t(section.headingKey)}</ListSubheader>}>
            {items.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={pathname === item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemText primary={t(item.labelKey)} />
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
  const { t } = useTranslation();
  return (
    <Drawer
      variant={wide ? 'permanent' : 'temporary'}
      open={wide || open}
      onClose={onClose}
      // The phone's drawer is a dialog: it needs a name (axe: aria-dialog-name).
      slotProps={{ paper: { 'aria-label': t('shell.navigationMenu') } }}
      // Wide screens: the drawer sits in the page flow below the bar, whatever the bar's height.
      sx={{
        width: wide ? DRAWER_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, ...(wide && { position: 'relative', height: '100%' }) },
      }}
    >
      {/* A phone's bar has no room for the chips: they head the drawer (a wide bar shows them itself). */}
      {!wide && (
        <Box sx={{ p: 2, pb: 0 }}>
          <RoleChips />
        </Box>
      )}
      <NavList onNavigate={onClose} />
    </Drawer>
  );
}
