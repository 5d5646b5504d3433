import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { bookLabel } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useBook } from '../api.ts';
import { BookForm } from '../components/BookForm.tsx';
import { CoverImage } from '../components/CoverImage.tsx';
import { DeleteBook } from '../components/DeleteBook.tsx';

/** /books/new and /books/:id share this module; the id decides which. */
export default function BookFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <Button component={Link} to="/books" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('books.page.allBooks')}
      </Button>
      {id ? <EditBook key={id} id={id} /> : <NewBook />}
    </>
  );
}

function NewBook() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('books.page.newTitle')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('books.page.newHelp')}
      </Typography>
      {/* Straight to the saved book: the cover can only be uploaded there. */}
      <BookForm onCreated={(book) => void navigate(`/books/${book.id}`, { replace: true })} />
    </>
  );
}

function EditBook({ id }: { id: string }) {
  const { t } = useTranslation();
  const book = useBook(id);
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  // Navigating from an effect lets the leave guard see `deleted` first and stand aside.
  useEffect(() => {
    if (deleted) void navigate('/books');
  }, [deleted, navigate]);

  if (book.isPending) return <Loading />;
  if (book.isError) return <ErrorText error={book.error} />;
  return (
    <>
      <PageHeader title={bookLabel(book.data)} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent>
            <BookForm key={book.data.id} book={book.data} guard={!deleted} />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <CoverImage book={book.data} />
          {book.data.can.delete && (
            <Card component="section" aria-labelledby="book-delete">
              <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
                <Typography id="book-delete" variant="h2" component="h2">
                  {t('books.page.deleteHeading')}
                </Typography>
                <Typography color="text.secondary">{t('books.page.deleteHelp')}</Typography>
                <DeleteBook book={book.data} onDeleted={() => setDeleted(true)} />
              </CardContent>
            </Card>
          )}
        </Box>
      </Box>
    </>
  );
}
