import { act, renderHook } from '@testing-library/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useFollowValues } from './follow-values.ts';

interface Values {
  name: string;
  note: string;
  rows: { word: string }[];
}

function useFollowingForm(values: Values, waitWhileDirty = false) {
  const form = useForm<Values>({ defaultValues: values });
  useFollowValues(form.reset, values, waitWhileDirty && form.formState.isDirty);
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  return { form, rows };
}

const saved: Values = { name: 'Bear', note: '', rows: [{ word: 'a' }, { word: 'b' }] };

describe('useFollowValues', () => {
  it('does not reset a form when it mounts: its field array rows keep their keys', () => {
    const { result, rerender } = renderHook((v: Values) => useFollowingForm(v), { initialProps: saved });
    const keys = result.current.rows.fields.map((f) => f.id);
    rerender({ ...saved, rows: saved.rows.map((r) => ({ ...r })) });
    expect(result.current.rows.fields.map((f) => f.id)).toEqual(keys);
    expect(result.current.form.formState.isDirty).toBe(false);
  });

  it('takes fresh values from the server, keeping what the person changed', () => {
    const { result, rerender } = renderHook((v: Values) => useFollowingForm(v), { initialProps: saved });
    act(() => result.current.form.setValue('note', 'typed', { shouldDirty: true }));
    rerender({ ...saved, name: 'Brown Bear', note: 'server' });
    expect(result.current.form.getValues('name')).toBe('Brown Bear');
    expect(result.current.form.getValues('note')).toBe('typed');
  });

  it('holds fresh values back from a form being edited, and shows them once its edits are gone', () => {
    const { result, rerender } = renderHook(({ v }: { v: Values }) => useFollowingForm(v, true), {
      initialProps: { v: saved },
    });
    act(() => result.current.form.setValue('note', 'typed', { shouldDirty: true }));
    rerender({ v: { ...saved, name: 'Brown Bear' } });
    expect(result.current.form.getValues('name')).toBe('Bear');
    expect(result.current.form.getValues('note')).toBe('typed');
    act(() => result.current.form.reset());
    rerender({ v: { ...saved, name: 'Brown Bear' } });
    expect(result.current.form.getValues('name')).toBe('Brown Bear');
  });
});
