import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { spellingCategoryLabel, type SpellingCategoryDto } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useDeleteSpellingCategory, useSpellingCategory } from '../api.ts';
import { SpellingCategoryForm } from '../components/SpellingCategoryForm.tsx';

/** /spelling-categories/new and /spelling-categories/:id share this module; the id decides which. */
export default function SpellingCategoryFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <Button component={Link} to="/spelling-categories" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('spellingCategories.page.all')}
      </Button>
      {id ? <EditSpellingCategory key={id} id={id} /> : <NewSpellingCategory />}
    </>
  );
}

function NewSpellingCategory() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('spellingCategories.page.newTitle')} />
      <SpellingCategoryForm onCreated={() => void navigate('/spelling-categories')} />
    </>
  );
}

function EditSpellingCategory({ id }: { id: string }) {
  const category = useSpellingCategory(id);
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  // Navigating from an effect lets the leave guard see `deleted` first and stand aside.
  useEffect(() => {
    if (deleted) void navigate('/spelling-categories');
  }, [deleted, navigate]);

  if (category.isPending) return <Loading />;
  if (category.isError) return <ErrorText error={category.error} />;
  return (
    <>
      <PageHeader title={spellingCategoryLabel(category.data)} />
      <SpellingCategoryForm
        key={category.data.id}
        category={category.data}
        guard={!deleted}
        actions={
          category.data.can.delete && <DeleteButton category={category.data} onDeleted={() => setDeleted(true)} />
        }
      />
    </>
  );
}

function DeleteButton({ category, onDeleted }: { category: SpellingCategoryDto; onDeleted(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const remove = useDeleteSpellingCategory(category.id);
  const confirm = async () => {
    setOpen(false);
    try {
      await remove.mutateAsync();
      notify.success(t('spellingCategories.delete.deleted'));
      onDeleted();
    } catch (err) {
      notify.error((err as Error).message);
    }
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={remove.isPending}>
        {t('spellingCategories.delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('spellingCategories.delete.title')}
        message={t('spellingCategories.delete.message', { category: spellingCategoryLabel(category) })}
        confirmLabel={t('spellingCategories.delete.confirm')}
        cancelLabel={t('spellingCategories.delete.cancel')}
        destructive
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
