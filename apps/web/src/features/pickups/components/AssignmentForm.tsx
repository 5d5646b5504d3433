import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  describeClashes,
  UNKNOWN_CLASH_NAME,
  PICKUP_CONFLICT,
  PICKUP_LIMITS,
  PICKUP_MESSAGES,
  PICKUP_STATUSES,
  pickupClashes,
  pickupRange,
  type PickupClashDto,
  type PickupDto,
  type PickupStaffDto,
  type PickupStatus,
} from '@school-ops/shared';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useNotify } from '../../../lib/status.ts';
import { useSetPickupStatus, useUpdatePickup } from '../api.ts';
import { usePickupWords } from '../labels.ts';
import { staffName } from './PickupDetails.tsx';
import { grown } from '../../../components/form/grown.ts';

interface Props {
  pickup: PickupDto;
  /** Every pickup of the day at this school: the conflict check looks at their staff. */
  pickups: PickupDto[];
  shifts: PickupStaffDto[];
  onDirtyChange(id: string, dirty: boolean): void;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A supervisor's form on a pickup card: staff (confirmed shifts of the day), comments, and the status. */
export function AssignmentForm({ pickup, pickups, shifts, onDirtyChange }: Props) {
  const w = usePickupWords();
  const { t } = w;
  const translateIssue = useTranslateIssue();
  const notify = useNotify();
  const id = useId();
  const saved = pickup.shifts.map((s) => s.shiftId);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [comments, setComments] = useState(pickup.comments ?? '');
  // The time-conflict dialog is open while there are clashes to show.
  const [clashes, setClashes] = useState<PickupClashDto[] | null>(null);
  // A save, here or on another device, shows the saved staff and comments. The form follows them in place
  // rather than mounting again: the status menu someone has open stays open when the list is read again.
  const savedKey = `${saved.join(',')}|${pickup.comments ?? ''}`;
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setChosen(saved);
    setComments(pickup.comments ?? '');
    setClashes(null);
  }
  const update = useUpdatePickup();
  const setStatus = useSetPickupStatus();
  const dirty = !sameSet(chosen, saved) || comments.trim() !== (pickup.comments ?? '');

  useEffect(() => onDirtyChange(pickup.id, dirty), [dirty, pickup.id, onDirtyChange]);
  useEffect(() => () => onDirtyChange(pickup.id, false), [pickup.id, onDirtyChange]);

  // Shifts already saved on the pickup stay listed even if they are no longer offered.
  const options = [...shifts, ...pickup.shifts.filter((s) => !shifts.some((o) => o.shiftId === s.shiftId))];

  const save = async (confirmConflicts: boolean) => {
    setClashes(null);
    try {
      const doc = await update.mutateAsync({ id: pickup.id, body: { shiftIds: chosen, comments, confirmConflicts } });
      setChosen(doc.shifts.map((s) => s.shiftId));
      setComments(doc.comments ?? '');
      notify.success(t('pickups.assign.saved', { location: pickup.location }));
    } catch (err) {
      // The server saw a clash this page did not (another supervisor's change): it says which.
      if (err instanceof ApiError && err.code === PICKUP_CONFLICT)
        setClashes(
          ((err.details?.clashes as PickupClashDto[] | undefined) ?? []).map((c) =>
            // The server names a person it could not find in English: the reader's word instead.
            c.name === UNKNOWN_CLASH_NAME && !options.some((s) => s.shiftId === c.shiftId)
              ? { ...c, name: t('pickups.conflict.unknownName') }
              : c,
          ),
        );
      else notify.error((err as Error).message);
    }
  };

  const submit = () => {
    const others = pickups.map((p) => ({ ...p, shiftIds: p.shifts.map((s) => s.shiftId) }));
    const found = describeClashes(pickupClashes(pickup, chosen, others), options, t('pickups.conflict.unknownName'));
    if (found.length > 0) setClashes(found);
    else void save(false);
  };

  const changeStatus = async (status: PickupStatus) => {
    try {
      const sent = await setStatus.mutateAsync({ id: pickup.id, status, statusText: w.status(status) });
      notify.success(sent.queued ? t('offline.keptToSend') : t('pickups.statusSet', { status: w.status(status) }));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box
      component="form"
      aria-label={t('pickups.assign.formLabel', { location: pickup.location })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <FormLabel component="legend" id={`${id}-staff`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('pickups.assign.staff')}
      </FormLabel>
      {options.length === 0 ? (
        <Typography color="text.secondary">{t('pickups.assign.noShifts')}</Typography>
      ) : (
        <FormGroup aria-labelledby={`${id}-staff`}>
          {options.map((s) => (
            <FormControlLabel
              key={s.shiftId}
              control={
                <Checkbox
                  checked={chosen.includes(s.shiftId)}
                  onChange={(e) =>
                    setChosen((c) => (e.target.checked ? [...c, s.shiftId] : c.filter((x) => x !== s.shiftId)))
                  }
                />
              }
              label={t('pickups.assign.staffOption', {
                name: staffName(s),
                start: w.time(s.startTime),
                end: w.time(s.endTime),
              })}
            />
          ))}
        </FormGroup>
      )}
      <TextField
        label={t('pickups.assign.comments')}
        value={comments}
        onChange={(e) => setComments(e.target.value)}
        {...grown({
          multiline: true,
          minRows: 2,
          slotProps: { htmlInput: { maxLength: PICKUP_LIMITS.commentsMax } },
          sx: { my: 1 },
        })}
        fullWidth
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
          {t('pickups.assign.save')}
        </Button>
        {/* The browser's own picker: large and familiar on a tablet, and, unlike MUI's menu select (which keeps its
            display element in state, set as it mounts), no second render of each select inside the commit that hydrates the page. */}
        <TextField
          select
          size="small"
          label={t('pickups.assign.status')}
          value={pickup.status}
          onChange={(e) => void changeStatus(Number(e.target.value) as PickupStatus)}
          disabled={setStatus.isPending}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 160 }}
        >
          {PICKUP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {w.status(s)}
            </option>
          ))}
        </TextField>
      </Stack>
      <ConfirmDialog
        open={clashes !== null}
        title={t('pickups.conflict.title')}
        message={translateIssue({ code: PICKUP_CONFLICT, message: PICKUP_MESSAGES.timeConflict }) ?? ''}
        confirmLabel={t('pickups.conflict.continue')}
        cancelLabel={t('pickups.conflict.cancel')}
        busy={update.isPending}
        onConfirm={() => void save(true)}
        onCancel={() => setClashes(null)}
      >
        <ClashList clashes={clashes ?? []} />
      </ConfirmDialog>
    </Box>
  );
}

/** Who clashes, and with which of their other pickups. */
function ClashList({ clashes }: { clashes: PickupClashDto[] }) {
  const w = usePickupWords();
  const { t } = w;
  if (clashes.length === 0) return null;
  // 'Ikejiri Station (pick-up, 2:00 PM to 3:30 PM)', as the shared clashingPickupText writes it in English.
  const pickupText = (p: PickupClashDto['pickups'][number]) => {
    const range = pickupRange(p);
    const category = w.categoryWord(p.category);
    return range
      ? t('pickups.conflict.pickup', {
          location: p.location,
          category,
          start: w.time(range.start),
          end: w.time(range.end),
        })
      : t('pickups.conflict.pickupNoTime', { location: p.location, category });
  };
  return (
    <Box component="ul" aria-label={t('pickups.conflict.listLabel')} sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
      {clashes.map((c) => (
        <li key={c.shiftId}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {c.name}
          </Typography>{' '}
          {t('pickups.conflict.alsoHas', {
            pickups: c.pickups.map(pickupText).join(t('pickups.conflict.separator')),
          })}
        </li>
      ))}
    </Box>
  );
}
