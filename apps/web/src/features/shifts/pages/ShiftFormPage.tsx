import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import {
  DEFAULT_SCHOOL,
  displayName,
  SHIFT_DEFAULTS,
  SHIFT_MESSAGES,
  SHIFT_STATUS,
  SHIFT_STATUS_LABELS,
  type CreateShiftInput,
  type UpdateShiftData,
} from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PickerProvider } from '../../../components/PickerProvider.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { today } from '../../../lib/dates.ts';
import { filterStore, useGlobalFilter } from '../../../lib/filter.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateShift, useDeleteShift, useShift, useShiftStaff, useUpdateShift } from '../api.ts';
import { schoolOf, ShiftForm, valuesOf, type ShiftFormValues, type ShiftSaveData } from '../components/ShiftForm.tsx';

/** /shifts/new and /shifts/:id share this module; the id decides which. */
export default function ShiftFormPage() {
  const { id } = useParams();
  return (
    <PickerProvider>
      <Button component={Link} to="/shifts" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        All shifts
      </Button>
      {id ? <EditShift key={id} id={id} /> : <NewShift />}
    </PickerProvider>
  );
}

function NewShift() {
  const notify = useNotify();
  const navigate = useNavigate();
  const filter = useGlobalFilter();
  const teachers = useShiftStaff();
  const create = useCreateShift();
  const initial: ShiftFormValues = {
    userId: '',
    date: filter.date || today(),
    status: SHIFT_STATUS.assigned,
    schoolName: schoolOf(filter.schoolName) ?? DEFAULT_SCHOOL,
    ...SHIFT_DEFAULTS.window,
    availableFrom: null,
    availableUntil: null,
  };

  const onSave = async (data: ShiftSaveData) => {
    try {
      const doc = await create.mutateAsync(data as CreateShiftInput);
      notify.success('shift created');
      // Manage Shifts opens on the new shift's day and school.
      filterStore.set({ date: doc.date, ...(doc.schoolName && { schoolName: doc.schoolName }) });
      void navigate('/shifts');
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <PageHeader title="New Shift" />
      {teachers.isPending && <Loading />}
      {teachers.isError && <StatusBanner severity="error" message={SHIFT_MESSAGES.failedToGet} />}
      {teachers.data && (
        <ShiftForm initial={initial} teachers={teachers.data} guard={false} busy={create.isPending} onSave={onSave} />
      )}
    </>
  );
}

function EditShift({ id }: { id: string }) {
  const notify = useNotify();
  const shift = useShift(id);
  const update = useUpdateShift(id);
  const remove = useDeleteShift(id);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Navigating from an effect lets the leave guard see `deleted` first and stand aside.
  useEffect(() => {
    if (deleted) void navigate('/shifts');
  }, [deleted, navigate]);

  if (shift.isPending) return <Loading />;
  if (shift.isError) return <ErrorText error={shift.error} />;
  const s = shift.data;

  const onSave = async ({ userId: _teacher, ...data }: ShiftSaveData) => {
    try {
      await update.mutateAsync(data as UpdateShiftData);
      notify.success('shift saved');
    } catch (err) {
      notify.error((err as Error).message);
    }
  };
  const onDelete = async () => {
    setAsking(false);
    try {
      await remove.mutateAsync();
      notify.success('shift deleted');
      setDeleted(true);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <PageHeader title="Edit Shift" />
      <Typography sx={{ mb: 2 }}>
        Teacher: <strong>{displayName(s.user)}</strong> · {SHIFT_STATUS_LABELS[s.status]} on {s.date}
      </Typography>
      {/* Remounted with the saved shift, so the form's clean state is what the server holds. */}
      <ShiftForm
        key={JSON.stringify(valuesOf(s))}
        initial={valuesOf(s)}
        guard={!deleted}
        busy={update.isPending || remove.isPending}
        onSave={onSave}
        canSave={s.can.edit}
        extraActions={
          s.can.delete && (
            <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={remove.isPending}>
              Delete
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={asking}
        title="Delete shift"
        message={`Delete this shift of ${displayName(s.user)} on ${s.date}?`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
