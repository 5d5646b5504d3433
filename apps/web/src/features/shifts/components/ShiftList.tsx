import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { displayName, formatTime, type ShiftDto } from '@school-ops/shared';
import { Link } from 'react-router';

export const shiftTimes = (s: ShiftDto) =>
  s.startTime && s.endTime
    ? `${formatTime(s.startTime)} to ${formatTime(s.endTime)}`
    : s.availableFrom && s.availableUntil
      ? `available ${formatTime(s.availableFrom)} to ${formatTime(s.availableUntil)}`
      : 'no times';

/** A small titled list of shifts, each opening its edit page when the server says it may be edited. */
export function ShiftList({
  title,
  shifts,
  showSchool = false,
}: {
  title: string;
  shifts: ShiftDto[];
  showSchool?: boolean;
}) {
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: 1.5 }}>
        {title} ({shifts.length})
      </Typography>
      {shifts.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 0.5 }}>
          None.
        </Typography>
      ) : (
        <List dense disablePadding>
          {shifts.map((s) => (
            <ListItem key={s.id} disablePadding>
              {s.can.edit ? (
                <ListItemButton component={Link} to={`/shifts/${s.id}`}>
                  <ShiftText shift={s} showSchool={showSchool} />
                </ListItemButton>
              ) : (
                <ShiftText shift={s} showSchool={showSchool} />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

function ShiftText({ shift: s, showSchool }: { shift: ShiftDto; showSchool: boolean }) {
  return (
    <ListItemText
      primary={displayName(s.user)}
      secondary={`${shiftTimes(s)}${showSchool && s.schoolName ? ` · ${s.schoolName}` : ''}`}
      slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
    />
  );
}
