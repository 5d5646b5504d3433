import { Box, Button } from '@mui/material';
import {
  AUTHORITIES,
  hasMainShift,
  LANGUAGES,
  READING_LEVELS,
  ROLE,
  type CreateUserData,
  type TrainingLevel,
  type UserDto,
} from '@school-ops/shared';
import { memo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateUser, useUpdateUser, type UserWithCredentials } from '../api.ts';
import { pruneHidden, toFormValues, type UserFormValues } from '../form.ts';
import { useUserLabels } from '../labels.ts';
import { MainShiftFields } from './MainShiftFields.tsx';
import { useFollowValues } from '../../../components/form/follow-values.ts';

const ROLES = [null, ROLE.schoolManager, ROLE.supervisor, ROLE.fullTimeTeacher, ROLE.partTimeTeacher];
const TRAINING_LEVELS: TrainingLevel[] = [0, 1, 2];

// The form always holds every field, so the create schema checks an edit as well (the server's PATCH schema
// differs only in leaving missing fields missing).
const userSchema = lazySchema(() => import('../schemas.ts').then((m) => m.createUserSchema));
const schemaResolver = lazyZodResolver(userSchema);

export interface UserFormProps {
  user?: UserDto;
  /** False once the page is leaving on purpose (after a delete). */
  guard?: boolean;
  onCreated?(result: UserWithCredentials): void;
}

export function UserForm({ user, guard = true, onCreated }: UserFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const isEdit = user !== undefined;
  const create = useCreateUser();
  const update = useUpdateUser(user?.id ?? '');
  useSchemaSoon(userSchema);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = useForm<UserFormValues, unknown, CreateUserData>({
    defaultValues: toFormValues(user),
    resolver: (values, ctx, opts) => schemaResolver(pruneHidden(values), ctx, opts),
  });
  useFollowValues(reset, toFormValues(user) as UserFormValues);

  const onSubmit = async (data: CreateUserData) => {
    try {
      if (isEdit) {
        reset(toFormValues(await update.mutateAsync(data)));
        notify.success(t('users.form.mustRelog'));
      } else {
        onCreated?.(await create.mutateAsync(data));
      }
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} sx={{ display: 'grid', gap: 3 }}>
      <LeaveGuard when={isDirty && !isSubmitting && isEdit && guard} message={t('users.form.unsavedChanges')} />
      <UserFields control={control} authority={user?.authority} />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isEdit ? t('users.form.save') : t('users.form.create')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The account's fields, rendered once: the form renders again as it mounts (RHF's `isReady`, in a layout effect,
 * so in the same task, then its `values`) and on every change of its state, and with the fields inside it rendered
 * them all each time (issue 23). Memoised, each field reads its own state.
 */
const UserFields = memo(function UserFields({
  control,
  authority,
}: {
  control: Control<UserFormValues, unknown, CreateUserData>;
  /** The account's own authority, offered even when this person may not give it. */
  authority: number | undefined;
}) {
  const { t } = useTranslation();
  const labels = useUserLabels();
  const me = useAuth().user;
  const role = useWatch({ control, name: 'role' });
  // The authorities the server lets this person give (abilities.grantableAuthorities, issue 17), and the one the
  // account already has.
  const grantable: readonly number[] = me?.abilities?.grantableAuthorities ?? [];
  const authorities = AUTHORITIES.filter((a) => grantable.includes(a) || a === authority);
  const roleOptions = ROLES.map((r) => ({ value: r, label: labels.roleLabel(r) }));
  const readingOptions = READING_LEVELS.map((l) => ({ value: l, label: labels.readingLevelLabel(l) }));
  const trainingOptions = TRAINING_LEVELS.map((l) => ({ value: l, label: labels.trainingLevelLabel(l) }));
  // Each language is named in itself (English / 日本語), as the /me switch names them.
  const languageOptions = LANGUAGES.map((l) => ({ value: l, label: l === 'ja' ? t('language.ja') : t('language.en') }));
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="smsId"
          label={t('users.form.smsId')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField control={control} name="name" label={t('users.form.name')} required />
        <FormTextField control={control} name="nickname" label={t('users.form.nickname')} />
        <FormSelect control={control} name="role" label={t('users.form.role')} native options={roleOptions} />
        <FormSelect
          control={control}
          name="authority"
          label={t('users.form.authority')}
          native
          options={authorities.map((a) => ({ value: a, label: labels.authorityLabel(a) }))}
        />
        <FormSelect
          control={control}
          name="language"
          label={t('users.form.language')}
          native
          options={languageOptions}
        />
        {role === ROLE.partTimeTeacher && (
          <FormNumberField
            control={control}
            name="maxHours"
            label={t('users.form.maxHours')}
            empty={null}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        )}
        <FormSelect
          control={control}
          name="readingLevel"
          label={t('users.form.readingLevel')}
          native
          options={readingOptions}
        />
        <FormSelect
          control={control}
          name="trainingLevel"
          label={t('users.form.trainingLevel')}
          native
          options={trainingOptions}
        />
      </Box>
      {hasMainShift(role) && <MainShiftFields control={control} />}
    </>
  );
});
