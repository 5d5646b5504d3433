import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, userFieldsSchema, type LoginData, type LoginInput } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { FormTextField } from './FormTextField.tsx';

/** The shared schema's messages as the kit shows them: by their code, in the reader's language (decision 0029). */
function SignInFields() {
  const { control, handleSubmit } = useForm<LoginInput, unknown, LoginData>({
    defaultValues: { username: '', password: '' },
    resolver: zodResolver(loginSchema),
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
      <FormTextField control={control} name="username" label="Username" />
      <FormTextField control={control} name="password" label="Password" type="password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

afterEach(() => setLanguage('en'));

it('shows the schema’s English message exactly as it is', async () => {
  renderInApp(<SignInFields />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('username is required')).toBeTruthy();
  expect(screen.getByText('password is required')).toBeTruthy();
});

it('shows a Japanese reader the Japanese text of the same code', async () => {
  await setLanguage('ja');
  renderInApp(<SignInFields />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('ユーザー名を入力してください')).toBeTruthy();
  expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
  expect(screen.queryByText('username is required')).toBeNull();
});

it('follows the reader when they switch language with the message on screen', async () => {
  renderInApp(<SignInFields />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('username is required')).toBeTruthy();
  await setLanguage('ja');
  expect(await screen.findByText('ユーザー名を入力してください')).toBeTruthy();
});

/** A person's name field (users' schema: 'name is required'), labelled as the users' form labels it. */
const personSchema = userFieldsSchema.pick({ name: true });
function PersonName({ label }: { label: string }) {
  const { control, handleSubmit } = useForm({ defaultValues: { name: '' }, resolver: zodResolver(personSchema) });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
      <FormTextField control={control} name="name" label={label} />
      <button type="submit">Save</button>
    </form>
  );
}

it('names the field in its message by the label above it, as the reader reads it', async () => {
  await setLanguage('ja');
  renderInApp(<PersonName label="氏名" />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Not the shared 「名前」 of fields.name, which a book's name and a person's name both have.
  expect(await screen.findByText('「氏名」を入力してください')).toBeTruthy();
});

it('keeps the schema’s English whatever the label says', async () => {
  renderInApp(<PersonName label="Full name" />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('name is required')).toBeTruthy();
});
