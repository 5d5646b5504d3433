import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReadingHistoryDto } from '@school-ops/shared';
import { formatDate } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The spelling words and phonics most often wrong in the period. */
export function MostWrong({ spellingWords, phonics }: Pick<ReadingHistoryDto, 'spellingWords' | 'phonics'>) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h3" component="h3" gutterBottom>
        {t('journey.lists.spellingWords')}
      </Typography>
      {spellingWords.length === 0 ? (
        <Typography color="text.secondary">{t('journey.lists.noSpelling')}</Typography>
      ) : (
        <List dense disablePadding>
          {spellingWords.map((w) => (
            <ListItem key={w.word} disableGutters>
              <ListItemText
                primary={w.word}
                secondary={t('journey.lists.wrongOf', { wrong: w.wrong, asked: w.asked })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="h3" component="h3" gutterBottom sx={{ mt: 2 }}>
        {t('journey.lists.phonics')}
      </Typography>
      {phonics.length === 0 ? (
        <Typography color="text.secondary">{t('journey.lists.noPhonics')}</Typography>
      ) : (
        <Typography>
          {phonics.map((p) => t('journey.lists.phonicWrong', { phonic: p.phonic, count: p.wrong })).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

/** Each book read in the period, with the words, key words and questions missed. */
export function BooksRead({ books }: Pick<ReadingHistoryDto, 'books'>) {
  const { t } = useTranslation();
  const none = t('journey.lists.none');
  return (
    <Box>
      <Typography variant="h3" component="h3" gutterBottom>
        {t('journey.lists.books')}
      </Typography>
      {books.length === 0 ? (
        <Typography color="text.secondary">{t('journey.lists.noBooks')}</Typography>
      ) : (
        <List dense disablePadding>
          {books.map((b) => (
            <ListItem key={`${b.book}-${b.lastDate}`} disableGutters sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {b.book ?? t('journey.result.removedBook')}{' '}
                <Typography component="span" color="text.secondary" variant="body2">
                  {t('journey.lists.bookSessions', { count: b.sessions, date: formatDate(b.lastDate) })}
                </Typography>
              </Typography>
              <Typography variant="body2">
                {t('journey.lists.wordsMissed')}: {b.wordsMissed.join(', ') || none}
              </Typography>
              <Typography variant="body2">
                {t('journey.lists.keyWordsMissed')}: {b.keyWordsMissed.join(', ') || none}
              </Typography>
              <Typography variant="body2">
                {t('journey.lists.questionsMissed')}: {b.questionsMissed.join(' / ') || none}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
