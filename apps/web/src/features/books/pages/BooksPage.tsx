import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { bookLabel, type BookDto } from '@school-ops/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { NearView } from '../../../components/NearView.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { WindowedList } from '../../../components/WindowedList.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useBooks } from '../api.ts';

/** One book's row: the 54px cover and its padding. */
const BOOK_ROW_PX = 70;

/** Books in the order the server sends them (level, order, part), grouped under 'Level N'. */
function byLevel(books: BookDto[]): [number, BookDto[]][] {
  const groups = new Map<number, BookDto[]>();
  for (const b of books) {
    const group = groups.get(b.level);
    if (group) group.push(b);
    else groups.set(b.level, [b]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export default function BooksPage() {
  const { t } = useTranslation();
  const books = useBooks();
  const levels = useMemo(() => byLevel(books.data ?? []), [books.data]);
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
          {levels.map(([level, list]) => (
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
        {/* Levels further down the page render as they come near (a phone shows one level at a time). */}
        <NearView height={books.length * BOOK_ROW_PX}>
          <WindowedList
            dense
            disablePadding
            items={books}
            getKey={(b) => b.id}
            estimateSize={BOOK_ROW_PX}
            renderItem={(b, rowProps) => (
              <ListItem {...rowProps} disablePadding>
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
            )}
          />
        </NearView>
      </CardContent>
    </Card>
  );
}
