import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHORITY_NAMES,
  createUserSchema,
  hasMainShift,
  MSG,
  READING_LEVEL_LABELS,
  READING_LEVELS,
  ROLE,
  ROLE_LABELS,
  TRAINING_LEVEL_LABELS,
  type Authority,
  type CreateUserData,
  type UserDto,
} from '@school-ops/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateUser, useUpdateUser, type UserWithCredentials } from '../api.ts';
import { pruneHidden, toFormValues, type UserFormValues } from '../form.ts';
import { NO_ROLE_LABEL } from '../labels.ts';
import { MainShiftFields } from './MainShiftFields.tsx';

const AUTHORITIES = [0, 1, 2, 3] as const;
const ROLES = [ROLE.schoolManager, ROLE.supervisor, ROLE.fullTimeTeacher, ROLE.partTimeTeacher];
const TRAINING_LEVELS = [0, 1, 2] as const;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ROLE_OPTIONS = [
  { value: null, label: NO_ROLE_LABEL },
  ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
];
const READING_OPTIONS = READING_LEVELS.map((l) => ({ value: l, label: READING_LEVEL_LABELS[l] }));
const TRAINING_OPTIONS = TRAINING_LEVELS.map((l) => ({ value: l, label: TRAINING_LEVEL_LABELS[l] }));

// The form always holds every field, so the create schema checks an edit as well (the server's PATCH schema
// differs only in leaving missing fields missing).
const schemaResolver = zodResolver(createUserSchema);

export interface UserFormProps {
  user?: UserDto;
  /** False once the page is leaving on purpose (after a delete). */
  guard?: boolean;
  onCreated?(result: UserWithCredentials): void;
}

export function UserForm({ user, guard = true, onCreated }: UserFormProps) {
  const notify = useNotify();
  const isEdit = user !== undefined;
  const me = useAuth().user;
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<UserFormValues, unknown, CreateUserData>({
    defaultValues: toFormValues(user),
    values: toFormValues(user) as UserFormValues,
    resetOptions: { keepDirtyValues: true },
    resolver: (values, ctx, opts) => schemaResolver(pruneHidden(values), ctx, opts),
  });
  const role = useWatch({ control, name: 'role' });
  // A manager may only hand out their own authority or a weaker one.
  const authorities = AUTHORITIES.filter((a) => a >= (me?.authority ?? 3) || a === user?.authority);

  const onSubmit = async (data: CreateUserData) => {
    try {
      if (isEdit) {
        reset(toFormValues(await update.mutateAsync(data)));
        notify.success(MSG.mustRelog);
      } else {
        onCreated?.(await create.mutateAsync(data));
      }
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} sx={{ display: 'grid', gap: 3 }}>
      <LeaveGuard when={isDirty && !isSubmitting && isEdit && guard} message={MSG.unsavedChanges} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="smsId"
          label="SMS ID"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField control={control} name="nickname" label="Nickname" />
        <FormSelect control={control} name="role" label="Role" native options={ROLE_OPTIONS} />
        <FormSelect
          control={control}
          name="authority"
          label="Authority"
          native
          options={authorities.map((a) => ({ value: a, label: capitalize(AUTHORITY_NAMES[a as Authority]) }))}
        />
        {role === ROLE.partTimeTeacher && (
          <FormNumberField
            control={control}
            name="maxHours"
            label="Max hours per week"
            empty={null}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        )}
        <FormSelect control={control} name="readingLevel" label="Reading level" native options={READING_OPTIONS} />
        <FormSelect control={control} name="trainingLevel" label="Training level" native options={TRAINING_OPTIONS} />
      </Box>
      {hasMainShift(role) && <MainShiftFields control={control} />}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isEdit ? 'Save' : 'Create User'}
        </Button>
      </Box>
    </Box>
  );
}
