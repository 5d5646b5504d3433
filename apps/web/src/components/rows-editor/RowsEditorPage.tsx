import { Card, CardContent, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ErrorText } from '../ErrorText.tsx';
import { LeaveGuard } from '../LeaveGuard.tsx';
import { Loading } from '../Loading.tsx';
import { PageHeader } from '../PageHeader.tsx';

const NEW_FORM = 'new';

type DirtyChange = (key: string, dirty: boolean) => void;

export interface RowsEditorPageProps<TItem> {
  title: string;
  /** Shown between the header and the sections. */
  intro: ReactNode;
  /** Capitalised plural ("Links"), in the reader's language: names the two sections ("Edit Links", "Add Links"). */
  plural: string;
  items: UseQueryResult<TItem[]>;
  emptyText: string;
  /** One existing item's row; it reports its unsaved edits under its own key. */
  renderRow(item: TItem, onDirtyChange: DirtyChange): ReactNode;
  renderNewForm(onDirtyChange: (dirty: boolean) => void): ReactNode;
}

/** A page that edits existing items one row at a time and adds several at once, guarding unsaved edits. */
export function RowsEditorPage<TItem>({
  title,
  intro,
  plural,
  items,
  emptyText,
  renderRow,
  renderNewForm,
}: RowsEditorPageProps<TItem>) {
  // Every row is its own form, so the page keeps the keys of those with unsaved edits for the leave guard.
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback<DirtyChange>((key, isDirty) => {
    setDirty((prev) => {
      if (prev.has(key) === isDirty) return prev;
      const next = new Set(prev);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const onNewDirtyChange = useCallback((isDirty: boolean) => onDirtyChange(NEW_FORM, isDirty), [onDirtyChange]);
  const { t } = useTranslation();
  const id = useId();

  return (
    <>
      <PageHeader title={title} />
      <LeaveGuard when={dirty.size > 0} message={t('components.leaveGuard.unsavedChanges')} />
      {intro}
      <Card component="section" aria-labelledby={`edit-${id}`} sx={{ mb: 3 }}>
        <CardContent>
          <Typography id={`edit-${id}`} variant="h2" component="h2">
            {t('components.rowsEditor.editSection', { plural })}
          </Typography>
          {items.isPending ? (
            <Loading />
          ) : items.isError ? (
            <ErrorText error={items.error} />
          ) : items.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {emptyText}
            </Typography>
          ) : (
            items.data.map((item) => renderRow(item, onDirtyChange))
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={`add-${id}`}>
        <CardContent>
          <Typography id={`add-${id}`} variant="h2" component="h2">
            {t('components.rowsEditor.addSection', { plural })}
          </Typography>
          {renderNewForm(onNewDirtyChange)}
        </CardContent>
      </Card>
    </>
  );
}
