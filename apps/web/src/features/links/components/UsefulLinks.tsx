import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { isManager, ROLE, type UserDto } from '@school-ops/shared';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useLinks, useReportClick } from '../api.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { hostOf } from '../labels.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/**
 * The list a user's home page shows: their own teaching role's. Managers and admins without a
 * teaching role get the School Managers' list (every link), as the server allows them; anyone
 * else without a role has no list, and the section is left out.
 */
export function homeLinksRole(user: Pick<UserDto, 'authority' | 'role'> | null): number | null {
  if (!user) return null;
  if (user.role !== null) return user.role;
  return isManager(user) ? ROLE.schoolManager : null;
}

/** The signed-in user's useful links, most clicked first; each opens in a new tab and reports the click. */
export function UsefulLinks() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const role = homeLinksRole(user);
  const links = useLinks(role);
  const reportClick = useReportClick();
  if (role === null) return null;

  return (
    <Box component="section" aria-labelledby="useful-links" sx={{ mt: 4 }}>
      <Typography id="useful-links" variant="h2" component="h2" gutterBottom>
        {t('links.useful.title')}
      </Typography>
      {links.isPending ? (
        <Loading />
      ) : links.isError ? (
        <ErrorText error={links.error} />
      ) : links.data.length === 0 ? (
        <Typography color="text.secondary">{t('links.empty')}</Typography>
      ) : (
        <List
          disablePadding
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {links.data.map((link) => (
            <ListItem key={link.id} disablePadding>
              <ListItemButton
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => reportClick(link.id)}
                onAuxClick={(e) => e.button === 1 && reportClick(link.id)}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minHeight: 56 }}
              >
                <ListItemText primary={link.title} secondary={hostOf(link.url)} />
                <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>
                  <OpenInNewIcon fontSize="small" aria-hidden />
                </ListItemIcon>
                <Box component="span" sx={visuallyHidden}>
                  {t('links.useful.newTab')}
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
