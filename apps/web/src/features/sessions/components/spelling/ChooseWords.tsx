import ShuffleIcon from '@mui/icons-material/Shuffle';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useTranslateIssue } from '../../../../lib/i18n/errors.ts';
import { choiceProblems, type SpellingWordMaterial } from './state.ts';

interface Props {
  category: string;
  material: readonly SpellingWordMaterial[];
  words: string[];
  onChoose(index: number, word: string): void;
  onRepick(): void;
  onStart(): void;
}

/** Step 1: the test's words, picked at random; the teacher may swap any of them. */
export function ChooseWords({ category, material, words, onChoose, onRepick, onStart }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateIssue();
  // The problems are the shared schema's messages (docs/product.md §5.11), shown in the reader's language.
  const problems = choiceProblems(words).map((p) => (p ? (translate({ message: p }) ?? p) : null));
  const ready = !problems.some(Boolean);
  return (
    <Stack spacing={2}>
      <Typography>
        <Trans
          i18nKey="reading.spelling.choose.intro"
          values={{ count: words.length, category }}
          components={{ b: <strong lang="en" /> }}
        />
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        }}
      >
        {words.map((w, i) => (
          <TextField
            key={i}
            select
            label={t('reading.spelling.choose.word', { n: i + 1 })}
            value={w}
            onChange={(e) => onChoose(i, e.target.value)}
            error={Boolean(problems[i])}
            helperText={problems[i] ?? ' '}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { style: { fontSize: '1.25rem', minHeight: 32 } },
            }}
          >
            <option value="">{t('reading.spelling.choose.placeholder')}</option>
            {material.map((m) => (
              <option key={m.word} value={m.word} lang="en">
                {m.word} ({m.phonics.join('/')})
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          size="large"
          onClick={onStart}
          disabled={!ready}
          sx={{ minHeight: 56, px: 4, fontSize: '1.15rem' }}
        >
          {t('reading.spelling.choose.start')}
        </Button>
        <Button variant="outlined" size="large" startIcon={<ShuffleIcon />} onClick={onRepick} sx={{ minHeight: 56 }}>
          {t('reading.spelling.choose.repick')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {ready ? t('reading.spelling.choose.ready') : t('reading.spelling.choose.notReady')}
        </Typography>
      </Box>
    </Stack>
  );
}
