import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { bookLabel, type BookDto } from '@school-ops/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useDeleteBook } from '../api.ts';

/**
 * Delete, behind a confirmation. A book some student reads is refused by the server (409) with
 * a message saying how many: that message is shown as it is.
 */
export function DeleteBook({ book, onDeleted }: { book: BookDto; onDeleted(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const remove = useDeleteBook(book.id);

  const confirm = async () => {
    setOpen(false);
    try {
      await remove.mutateAsync();
      notify.success(t('books.delete.deleted'));
      onDeleted();
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        disabled={remove.isPending}
      >
        {t('books.delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('books.delete.title')}
        message={t('books.delete.message', { book: bookLabel(book) })}
        confirmLabel={t('books.delete.confirm')}
        cancelLabel={t('books.delete.cancel')}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
