import { Box, Chip, Link, ListItem, Typography } from '@mui/material';
import { ATTENDANCE_LABELS, type SessionDto } from '@school-ops/shared';
import { Link as RouterLink } from 'react-router';

/** Light grey that still passes contrast checks: canceled and unavailable sessions. */
const MUTED = '#767676';

function nameStyle(s: SessionDto) {
  if (s.status === 'canceled' || !s.available) return { color: MUTED, fontWeight: 400 };
  if (s.status === 'completed') return { color: 'success.main', fontWeight: 500 };
  if (s.status === 'in progress' || s.status === 'modifying') return { color: 'warning.main', fontWeight: 600 };
  // A new session: bold once the student has arrived, greyer until then.
  return s.arrived ? { color: 'text.primary', fontWeight: 700 } : { color: 'text.secondary', fontWeight: 400 };
}

function caption(s: SessionDto): string {
  if (!s.available) return 'unavailable';
  if (s.status === 'new') return s.arrived ? 'arrived' : 'not arrived yet';
  return s.status;
}

export function SessionRow({ session: s }: { session: SessionDto }) {
  const clickable = s.available && s.status !== 'canceled';
  const style = nameStyle(s);
  return (
    <ListItem disableGutters divider sx={{ py: 1, gap: 1, flexWrap: 'wrap' }} data-status={s.status}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        {clickable ? (
          <Link component={RouterLink} to={`/sessions/${s.id}`} underline="hover" sx={{ ...style, fontSize: '1.05rem' }}>
            {s.student.name}
          </Link>
        ) : (
          <Typography component="span" aria-disabled="true" sx={{ ...style, fontSize: '1.05rem' }}>
            {s.student.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {s.className} · {s.category} · {caption(s)}
        </Typography>
      </Box>
      {s.attendanceException && (
        <Chip size="small" color={s.attendanceException === '欠席' ? 'error' : 'default'} label={ATTENDANCE_LABELS[s.attendanceException]} />
      )}
    </ListItem>
  );
}
