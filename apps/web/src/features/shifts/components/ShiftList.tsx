import { ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { displayName, type ShiftDto } from '@school-ops/shared';
import { Link } from 'react-router';
import { WindowedList } from '../../../components/WindowedList.tsx';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';
import { clock } from '../texts.ts';

export const shiftTimes = (s: ShiftDto) =>
  s.startTime && s.endTime
    ? i18n.t('shifts.list.times', { start: clock(s.startTime), end: clock(s.endTime) })
    : s.availableFrom && s.availableUntil
      ? i18n.t('shifts.list.available', { from: clock(s.availableFrom), until: clock(s.availableUntil) })
      : i18n.t('shifts.list.noTimes');

/** One shift's row: a dense two-line item. */
const SHIFT_ROW_PX = 60;

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
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mt: 1.5 }}>
        {t('shifts.list.title', { title, count: shifts.length })}
      </Typography>
      {shifts.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 0.5 }}>
          {t('shifts.list.none')}
        </Typography>
      ) : (
        <WindowedList
          dense
          disablePadding
          items={shifts}
          getKey={(s) => s.id}
          estimateSize={SHIFT_ROW_PX}
          renderItem={(s, rowProps) => (
            <ListItem {...rowProps} disablePadding>
              {s.can.edit ? (
                <ListItemButton component={Link} to={`/shifts/${s.id}`}>
                  <ShiftText shift={s} showSchool={showSchool} />
                </ListItemButton>
              ) : (
                <ShiftText shift={s} showSchool={showSchool} />
              )}
            </ListItem>
          )}
        />
      )}
    </>
  );
}

function ShiftText({ shift: s, showSchool }: { shift: ShiftDto; showSchool: boolean }) {
  return (
    <ListItemText
      primary={displayName(s.user)}
      secondary={showSchool && s.schoolName ? `${shiftTimes(s)} · ${s.schoolName}` : shiftTimes(s)}
      slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
    />
  );
}
