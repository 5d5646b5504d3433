import { Avatar, Box, Button, Chip, Link as MuiLink, Popover, Stack, Typography } from '@mui/material';
import {
  displayName,
  PICKUP_ERROR_LOCATION,
  PICKUP_STATUS,
  type PickupDto,
  type PickupStaffDto,
  type PickupStudentDto,
} from '@school-ops/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePickupWords } from '../labels.ts';

/** Light backgrounds with dark text: readable on a tablet in daylight (and contrast-safe). */
const STATUS_BG: Record<number, string> = {
  [PICKUP_STATUS.unconfirmed]: '#e0e0e0',
  [PICKUP_STATUS.confirmed]: '#d6e4ff',
  [PICKUP_STATUS.departed]: '#e3dcff',
  [PICKUP_STATUS.arrived]: '#ffe9b3',
  [PICKUP_STATUS.returning]: '#f8d9f3',
  [PICKUP_STATUS.done]: '#cdeed6',
};

export function StatusChip({ status }: { status: number }) {
  const w = usePickupWords();
  return (
    <Chip
      label={w.t('pickups.summary.status', { status: w.status(status) })}
      sx={{ fontWeight: 600, color: '#1b1b1b', bgcolor: STATUS_BG[status] ?? '#e0e0e0' }}
    />
  );
}

export const staffName = (s: Pick<PickupStaffDto, 'name' | 'nickname'>) =>
  displayName({ name: s.name, nickname: s.nickname });

/** Location, category and times of a pickup, as every card shows them. */
export function PickupSummary({ pickup }: { pickup: PickupDto }) {
  const w = usePickupWords();
  const { t } = w;
  const rows: [string, string, string | null][] = [
    ['leave', t('pickups.summary.leave'), pickup.timeToLeave],
    ['pickup', w.categoryLabel(pickup.category), pickup.timeToPickup],
    ['return', t('pickups.summary.return'), pickup.timeToReturn],
  ];
  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {pickup.location}
        </Typography>
        <StatusChip status={pickup.status} />
      </Stack>
      <Typography color="text.secondary">{w.categoryLabel(pickup.category)}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, my: 1 }}>
        {rows.map(([key, label, time]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {w.time(time)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 600 }}>
          {t('pickups.summary.gettingThere')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {pickup.outwardMethod || t('pickups.summary.unknown')}
        </Box>
        <Box component="dt" sx={{ fontWeight: 600 }}>
          {t('pickups.summary.comingBack')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {pickup.returnMethod || t('pickups.summary.unknown')}
        </Box>
      </Box>
    </Box>
  );
}

/** The students, each opening a popover with their photo; the SMS-data warning for 'Error' pickups. */
export function PickupStudents({ pickup }: { pickup: PickupDto }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ anchor: HTMLElement; student: PickupStudentDto } | null>(null);
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('pickups.students.heading', { count: pickup.students.length })}
      </Typography>
      <Box
        component="ul"
        aria-label={t('pickups.students.listLabel', { location: pickup.location })}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {pickup.students.map((s) => (
          <li key={s.id}>
            <Button
              size="small"
              variant="outlined"
              onClick={(e) => setOpen({ anchor: e.currentTarget, student: s })}
              startIcon={<Avatar src={s.signedUrlPhoto ?? undefined} alt="" sx={{ width: 28, height: 28 }} />}
              sx={{ textTransform: 'none', minHeight: 44 }}
            >
              {s.grade ? t('pickups.students.withGrade', { name: s.name, grade: s.grade }) : s.name}
            </Button>
          </li>
        ))}
      </Box>
      {pickup.location === PICKUP_ERROR_LOCATION && (
        <Typography role="alert" color="error" sx={{ mt: 1, fontWeight: 600 }}>
          {t('pickups.students.errorLocation')}
        </Typography>
      )}
      <Popover
        open={Boolean(open)}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {open && (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            {open.student.signedUrlPhoto ? (
              <Box
                component="img"
                src={open.student.signedUrlPhoto}
                alt={t('pickups.students.photoOf', { name: open.student.name })}
                sx={{ width: 220, maxWidth: '70vw', borderRadius: 1, display: 'block' }}
              />
            ) : (
              <Typography color="text.secondary">{t('pickups.students.noPhoto')}</Typography>
            )}
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{open.student.name}</Typography>
          </Box>
        )}
      </Popover>
    </Box>
  );
}

export function ManualLink({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (!url) return <Typography color="text.secondary">{t('pickups.manual.none')}</Typography>;
  return (
    <MuiLink href={url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
      {t('pickups.manual.open')}
    </MuiLink>
  );
}
