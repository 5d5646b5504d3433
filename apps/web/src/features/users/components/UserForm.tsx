import { Box, Button, TextField } from '@mui/material';
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
  updateUserSchema,
  type Authority,
  type CreateUserData,
  type UserDto,
} from '@school-ops/shared';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateUser, useUpdateUser, type UserWithCredentials } from '../api.ts';
import { pruneHidden, toFormValues, toNumber, toNumberOrNull, type UserFormValues } from '../form.ts';
import { NO_ROLE_LABEL } from '../labels.ts';
import { MainShiftFields } from './MainShiftFields.tsx';

const AUTHORITIES = [0, 1, 2, 3] as const;
const ROLES = [ROLE.schoolManager, ROLE.supervisor, ROLE.fullTimeTeacher, ROLE.partTimeTeacher];
const TRAINING_LEVELS = [0, 1, 2] as const;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const native = { select: { native: true } };

// Every field is in the form, so the partial update schema yields the full shape as well.
const createResolver = zodResolver(createUserSchema) as unknown as Resolver<UserFormValues, unknown, CreateUserData>;
const updateResolver = zodResolver(updateUserSchema) as unknown as Resolver<UserFormValues, unknown, CreateUserData>;

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
  const base = isEdit ? updateResolver : createResolver;
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UserFormValues, unknown, CreateUserData>({
    defaultValues: toFormValues(user),
    values: toFormValues(user) as UserFormValues,
    resetOptions: { keepDirtyValues: true },
    resolver: (values, ctx, opts) => base(pruneHidden(values), ctx, opts),
  });
  const role = useWatch({ control, name: 'role' });
  // A manager may only hand out their own authority or a weaker one.
  const authorities = AUTHORITIES.filter((a) => a >= (me?.authority ?? 3) || a === user?.authority);

  const text = (name: 'smsId' | 'name' | 'nickname' | 'maxHours', setValueAs?: (v: unknown) => unknown) => {
    const { ref, ...rest } = register(name, setValueAs ? { setValueAs } : undefined);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

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
        <TextField
          label="SMS ID"
          type="number"
          required
          {...text('smsId', toNumber)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField label="Name" required {...text('name')} />
        <TextField label="Nickname" {...text('nickname')} />
        <Controller
          control={control}
          name="role"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Role"
              slotProps={native}
              value={field.value === null ? 'none' : String(field.value)}
              onChange={(e) => field.onChange(e.target.value === 'none' ? null : Number(e.target.value))}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              <option value="none">{NO_ROLE_LABEL}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="authority"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Authority"
              slotProps={native}
              value={String(field.value)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {authorities.map((a) => (
                <option key={a} value={a}>
                  {capitalize(AUTHORITY_NAMES[a as Authority])}
                </option>
              ))}
            </TextField>
          )}
        />
        {role === ROLE.partTimeTeacher && (
          <TextField
            label="Max hours per week"
            type="number"
            {...text('maxHours', toNumberOrNull)}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        )}
        <Controller
          control={control}
          name="readingLevel"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Reading level"
              slotProps={native}
              name={field.name}
              value={field.value ?? 'none'}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {READING_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {READING_LEVEL_LABELS[l]}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="trainingLevel"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Training level"
              slotProps={native}
              value={String(field.value ?? 0)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {TRAINING_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {TRAINING_LEVEL_LABELS[l]}
                </option>
              ))}
            </TextField>
          )}
        />
      </Box>
      {hasMainShift(role) && <MainShiftFields control={control} errors={errors} />}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isEdit ? 'Save' : 'Create User'}
        </Button>
      </Box>
    </Box>
  );
}
