import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { z } from 'zod';
import { reachPicker } from '../../test/pickers.ts';
import { renderInApp } from '../../test/render.tsx';
import { FormCheckbox } from './FormCheckbox.tsx';
import { FormDateField } from './FormDateField.tsx';
import { FormNumberField } from './FormNumberField.tsx';
import { FormRadioGroup } from './FormRadioGroup.tsx';
import { FormSelect } from './FormSelect.tsx';
import { FormSwitch } from './FormSwitch.tsx';
import { FormTextField } from './FormTextField.tsx';
import { FormTimeField } from './FormTimeField.tsx';

// Every field is wrong at first, with a message of its own, so each field must show its own.
const schema = z.object({
  name: z.string().min(1, { error: 'name is required' }),
  note: z.string().min(3, { error: 'note is too short' }),
  secret: z.string().min(1, { error: 'secret is required' }),
  count: z.number({ error: 'count is required' }).min(1, { error: 'count must be at least 1' }),
  level: z.number().refine((n) => n > 0, { error: 'choose a level' }),
  school: z
    .string()
    .nullable()
    .refine((s) => s !== null, { error: 'choose a school' }),
  day: z.string().min(1, { error: 'day is required' }),
  start: z
    .string()
    .nullable()
    .refine((s) => s !== null, { error: 'start is required' }),
  agreed: z.boolean().refine((b) => b, { error: 'agree first' }),
  size: z.enum(['small', 'large', '']).refine((s) => s !== '', { error: 'choose a size' }),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const empty: Input = {
  name: '',
  note: '',
  secret: '',
  count: 0,
  level: 0,
  school: null,
  day: '',
  start: null,
  agreed: false,
  size: '',
};

function KitForm({ onSave }: { onSave(data: Output): void }) {
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    defaultValues: empty,
    resolver: zodResolver(schema),
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <FormTextField control={control} name="name" label="Name" helperText="As on the register." />
      <FormTextField control={control} name="note" label="Note" multiline minRows={2} />
      <FormTextField control={control} name="secret" label="Secret" type="password" />
      <FormNumberField control={control} name="count" label="Count" />
      <FormSelect
        control={control}
        name="level"
        label="Level"
        native
        options={[
          { value: 0, label: 'none' },
          { value: 1, label: 'one' },
          { value: 2, label: 'two' },
        ]}
      />
      <FormSelect
        control={control}
        name="school"
        label="School"
        options={[
          { value: 'Ikejiri', label: 'Ikejiri', group: 'Tokyo' },
          { value: 'Gakugei', label: 'Gakugei', group: 'Tokyo' },
        ]}
      />
      <FormDateField control={control} name="day" label="Day" />
      <FormTimeField control={control} name="start" label="Start" />
      <FormCheckbox control={control} name="agreed" label="Agreed" />
      <FormRadioGroup
        control={control}
        name="size"
        label="Size"
        row
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

it('shows the schema’s message under each kind of field, then writes what was typed or chosen', async () => {
  const user = userEvent.setup();
  const onSave = vi.fn();
  renderInApp(<KitForm onSave={onSave} />);
  expect(screen.getByText('As on the register.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  for (const message of [
    'name is required',
    'note is too short',
    'secret is required',
    'count must be at least 1',
    'choose a level',
    'choose a school',
    'day is required',
    'start is required',
    'agree first',
    'choose a size',
  ])
    expect(await screen.findByText(message)).toBeTruthy();
  expect(screen.queryByText('As on the register.')).toBeNull();
  expect(onSave).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Name'), 'Aiko');
  await user.type(screen.getByLabelText('Note'), 'a long note');
  await user.type(screen.getByLabelText('Secret'), 's3cret');
  expect(screen.getByLabelText('Secret').getAttribute('type')).toBe('password');
  await user.clear(screen.getByLabelText('Count'));
  await user.type(screen.getByLabelText('Count'), '12');
  await user.selectOptions(screen.getByLabelText('Level'), 'two');
  await user.click(screen.getByRole('combobox', { name: 'School' }));
  const menu = within(await screen.findByRole('listbox'));
  expect(menu.getByText('Tokyo')).toBeTruthy();
  await user.click(menu.getByRole('option', { name: 'Gakugei' }));
  await user.click(screen.getByLabelText('Agreed'));
  await user.click(screen.getByLabelText('Large'));
  // The pickers load after the first paint (decision 0038): type into them once they are there.
  await user.type(await reachPicker('Day'), '2026-11-24');
  await user.type(await reachPicker('Start'), '0810AM');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0]![0]).toEqual({
    name: 'Aiko',
    note: 'a long note',
    secret: 's3cret',
    count: 12,
    level: 2,
    school: 'Gakugei',
    day: '2026-11-24',
    start: '08:10',
    agreed: true,
    size: 'large',
  });
});

it('an emptied number field holds its `empty` value and shows the box empty, not the default again', async () => {
  const user = userEvent.setup();
  const seen: unknown[] = [];
  function NumberForm() {
    const { control } = useForm<{ hours: number | null }>({ defaultValues: { hours: 5 } });
    seen.push(useWatch({ control, name: 'hours' }));
    return <FormNumberField control={control} name="hours" label="Hours" empty={null} />;
  }
  renderInApp(<NumberForm />);
  const box = screen.getByLabelText('Hours') as HTMLInputElement;
  expect(box.value).toBe('5');
  await user.clear(box);
  expect(box.value).toBe('');
  expect(seen.at(-1)).toBeNull();
  await user.type(box, '7');
  expect(box.value).toBe('7');
  expect(seen.at(-1)).toBe(7);
});

// A list can break several rules at once: with criteriaMode 'all' the field shows each of them.
const lettersSchema = z.object({
  letters: z
    .string()
    .refine((s) => !/(.).*\1/.test(s), { error: 'duplicate letter' })
    .refine((s) => s.length <= 2, { error: 'too many letters' }),
});

function AllMessagesForm() {
  const { control, handleSubmit } = useForm({
    defaultValues: { letters: '' },
    resolver: zodResolver(lettersSchema),
    criteriaMode: 'all',
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
      <FormTextField control={control} name="letters" label="Letters" helperText="a to e" />
      <button type="submit">Save</button>
    </form>
  );
}

it('shows every message of a field when the form collects them all', async () => {
  const user = userEvent.setup();
  renderInApp(<AllMessagesForm />);
  expect(screen.getByText('a to e')).toBeTruthy();
  await user.type(screen.getByLabelText('Letters'), 'aab');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('duplicate letter; too many letters')).toBeTruthy();
});

it('a URL field brings up the URL keyboard', () => {
  function UrlForm() {
    const { control } = useForm<{ url: string }>({ defaultValues: { url: '' } });
    return <FormTextField control={control} name="url" label="URL" type="url" />;
  }
  renderInApp(<UrlForm />);
  expect(screen.getByLabelText('URL').getAttribute('inputmode')).toBe('url');
});

it('a switch shows its message and writes true or false', async () => {
  const saved = vi.fn();
  const switchSchema = z.object({ on: z.boolean().refine((b) => b, { error: 'switch it on first' }) });
  function SwitchForm() {
    const { control, handleSubmit } = useForm<{ on: boolean }>({
      defaultValues: { on: false },
      resolver: zodResolver(switchSchema),
    });
    return (
      <form noValidate onSubmit={(e) => void handleSubmit(saved)(e)}>
        <FormSwitch control={control} name="on" label="On" helperText="Turn it on to go on." />
        <button type="submit">Save</button>
      </form>
    );
  }
  const user = userEvent.setup();
  renderInApp(<SwitchForm />);
  expect(screen.getByText('Turn it on to go on.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('switch it on first')).toBeTruthy();
  expect(screen.queryByText('Turn it on to go on.')).toBeNull();
  expect(saved).not.toHaveBeenCalled();

  await user.click(screen.getByRole('switch', { name: 'On' }));
  await waitFor(() => expect(screen.queryByText('switch it on first')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(saved.mock.calls[0]![0]).toEqual({ on: true });
});
