import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { bookLabel, type BookDto } from '@school-ops/shared';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useBooks } from '../api.ts';

/** Books in the order the server sends them (level, order, part), grouped under 'Level N'. */
function byLevel(books: BookDto[]): [number, BookDto[]][] {
  const groups = new Map<number, BookDto[]>();
  for (const b of books) groups.set(b.level, [...(groups.get(b.level) ?? []), b]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export default function BooksPage() {
  const { t } = useTranslation();
  const books = useBooks();
  return (
    <>
      <PageHeader
        title={t('books.list.title')}
        actions={
          <Button component={Link} to="/books/new" variant="contained" startIcon={<AddIcon />}>
            {t('books.list.new')}
          </Button>
        }
      />
      {books.isPending ? (
        <Loading />
      ) : books.isError ? (
        <ErrorText error={books.error} />
      ) : books.data.length === 0 ? (
        <Typography color="text.secondary">{t('books.list.empty')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            alignItems: 'start',
          }}
        >
          {byLevel(books.data).map(([level, list]) => (
            <LevelCard key={level} level={level} books={list} />
          ))}
        </Box>
      )}
    </>
  );
}

function LevelCard({ level, books }: { level: number; books: BookDto[] }) {
  const { t } = useTranslation();
  const title = t('books.list.level', { level });
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        <List dense disablePadding>
          {books.map((b) => (
            <ListItem key={b.id} disablePadding>
              <ListItemButton component={Link} to={`/books/${b.id}`}>
                <ListItemAvatar>
                  <Avatar
                    variant="rounded"
                    src={b.signedUrlCoverImage ?? undefined}
                    alt=""
                    sx={{ bgcolor: 'primary.light', width: 40, height: 54 }}
                  >
                    <MenuBookIcon aria-hidden />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={bookLabel(b)}
                  secondary={t('books.list.counts', {
                    words: b.wordCount,
                    keyWords: b.keyWords.length,
                    questions: b.questions.length,
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
