import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import {
  DEFAULT_SCHOOL,
  displayName,
  SHIFT_DEFAULTS,
  SHIFT_STATUS,
  type CreateShiftInput,
  type UpdateShiftData,
} from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { formatDate, today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { filterStore, useGlobalFilter } from '../../../lib/filter.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateShift, useDeleteShift, useShift, useShiftStaff, useUpdateShift } from '../api.ts';
import { ShiftLineWords } from '../heading.tsx';
import { schoolOf, ShiftForm, valuesOf, type ShiftFormValues, type ShiftSaveData } from '../components/ShiftForm.tsx';

/** /shifts/new and /shifts/:id share this module; the id decides which. */
export default function ShiftFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <Button component={Link} to="/shifts" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('shifts.form.allShifts')}
      </Button>
      {id ? <EditShift key={id} id={id} /> : <NewShift />}
    </>
  );
}

function NewShift() {
  const { t } = useTranslation();
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
      notify.success(t('shifts.form.created'));
      // Manage Shifts opens on the new shift's day and school.
      filterStore.set({ date: doc.date, ...(doc.schoolName && { schoolName: doc.schoolName }) });
      void navigate('/shifts');
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <PageHeader title={t('shifts.form.newTitle')} />
      {teachers.isPending && <Loading />}
      {teachers.isError && <StatusBanner severity="error" message={t('shifts.failedToGet')} />}
      {teachers.data && (
        <ShiftForm initial={initial} teachers={teachers.data} guard={false} busy={create.isPending} onSave={onSave} />
      )}
    </>
  );
}

function EditShift({ id }: { id: string }) {
  const { t } = useTranslation();
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
      notify.success(t('shifts.form.saved'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };
  const onDelete = async () => {
    setAsking(false);
    try {
      await remove.mutateAsync();
      notify.success(t('shifts.form.deleted'));
      setDeleted(true);
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <PageHeader title={t('shifts.form.editTitle')} />
      <Typography sx={{ mb: 2 }}>
        <ShiftLineWords shift={s} />
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
              {t('shifts.form.delete')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={asking}
        title={t('shifts.form.deleteTitle')}
        message={t('shifts.form.deleteMessage', { name: displayName(s.user), date: formatDate(s.date) })}
        confirmLabel={t('shifts.form.delete')}
        destructive
        onConfirm={() => void onDelete()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
