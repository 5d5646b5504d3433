import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  clashingPickupText,
  describeClashes,
  formatTime,
  PICKUP_CONFLICT,
  PICKUP_LIMITS,
  PICKUP_MESSAGES,
  PICKUP_STATUSES,
  pickupClashes,
  pickupStatusLabel,
  type PickupClashDto,
  type PickupDto,
  type PickupStaffDto,
  type PickupStatus,
} from '@school-ops/shared';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/status.ts';
import { useSetPickupStatus, useUpdatePickup } from '../api.ts';
import { staffName } from './PickupDetails.tsx';

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
  const notify = useNotify();
  const id = useId();
  const saved = pickup.shifts.map((s) => s.shiftId);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [comments, setComments] = useState(pickup.comments ?? '');
  // The time-conflict dialog is open while there are clashes to show.
  const [clashes, setClashes] = useState<PickupClashDto[] | null>(null);
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
      notify.success(`pickup at ${pickup.location} saved`);
    } catch (err) {
      // The server saw a clash this page did not (another supervisor's change): it says which.
      if (err instanceof ApiError && err.code === PICKUP_CONFLICT)
        setClashes((err.details?.clashes as PickupClashDto[] | undefined) ?? []);
      else notify.error((err as Error).message);
    }
  };

  const submit = () => {
    const others = pickups.map((p) => ({ ...p, shiftIds: p.shifts.map((s) => s.shiftId) }));
    const found = describeClashes(pickupClashes(pickup, chosen, others), options);
    if (found.length > 0) setClashes(found);
    else void save(false);
  };

  const changeStatus = async (status: PickupStatus) => {
    try {
      await setStatus.mutateAsync({ id: pickup.id, status });
      notify.success(`status set to ${pickupStatusLabel(status)}`);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box
      component="form"
      aria-label={`Assign staff to ${pickup.location}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <FormLabel component="legend" id={`${id}-staff`} sx={{ fontWeight: 600, color: 'text.primary' }}>
        Staff
      </FormLabel>
      {options.length === 0 ? (
        <Typography color="text.secondary">No confirmed shifts at this school on this day.</Typography>
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
              label={`${staffName(s)} (${formatTime(s.startTime)} to ${formatTime(s.endTime)})`}
            />
          ))}
        </FormGroup>
      )}
      <TextField
        label="Comments"
        value={comments}
        onChange={(e) => setComments(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: PICKUP_LIMITS.commentsMax } }}
        sx={{ my: 1 }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
          Save
        </Button>
        <TextField
          select
          size="small"
          label="Status"
          value={pickup.status}
          onChange={(e) => void changeStatus(Number(e.target.value) as PickupStatus)}
          disabled={setStatus.isPending}
          sx={{ minWidth: 160 }}
        >
          {PICKUP_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {pickupStatusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ConfirmDialog
        open={clashes !== null}
        title="Time conflict"
        message={PICKUP_MESSAGES.timeConflict}
        confirmLabel="Continue"
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
  if (clashes.length === 0) return null;
  return (
    <Box component="ul" aria-label="Time conflicts" sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
      {clashes.map((c) => (
        <li key={c.shiftId}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {c.name}
          </Typography>{' '}
          also has {c.pickups.map(clashingPickupText).join('; ')}
        </li>
      ))}
    </Box>
  );
}
