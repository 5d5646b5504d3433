import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useTranslateIssue } from '../../../../lib/i18n/errors.ts';
import { FlipHint, PhonicTiles } from './PhonicTiles.tsx';
import { canStar, type WordResult } from './state.ts';

interface Props {
  words: string[];
  phonicsOf(word: string, marks: number): string[];
  results: WordResult[];
  problems: string[];
  busy: boolean;
  onFlip(word: number, phonic: number): void;
  onStar(word: number): void;
  onSubmit(): void;
  onRestart(): void;
}

/** The test is done: every word with its marks and star, still correctable, and Submit. */
export function SpellingSummary({
  words,
  phonicsOf,
  results,
  problems,
  busy,
  onFlip,
  onStar,
  onSubmit,
  onRestart,
}: Props) {
  const { t } = useTranslation();
  const translate = useTranslateIssue();
  const stars = results.filter((r) => r.correct).length;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {t('reading.spelling.summary.heading', { stars, count: words.length })}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {words.map((word, i) => {
          const r = results[i] ?? { phonics: [], correct: false };
          return (
            <Paper component="li" key={`${i}-${word}`} variant="outlined" sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, minWidth: 90 }}>
                  {i + 1}. <span lang="en">{word}</span>
                </Typography>
                <Box sx={{ flex: '1 1 auto' }}>
                  <PhonicTiles
                    word={word}
                    phonics={phonicsOf(word, r.phonics.length)}
                    marks={r.phonics}
                    onFlip={(p) => onFlip(i, p)}
                    size="small"
                  />
                </Box>
                <Button
                  variant={r.correct ? 'contained' : 'outlined'}
                  color="warning"
                  aria-pressed={r.correct}
                  aria-label={t('reading.spelling.summary.starAria', { word })}
                  disabled={!canStar(r)}
                  startIcon={r.correct ? <StarIcon /> : <StarBorderIcon />}
                  onClick={() => onStar(i)}
                  sx={{ minHeight: 56, minWidth: 140 }}
                >
                  {r.correct
                    ? t('reading.spelling.summary.correct')
                    : canStar(r)
                      ? t('reading.spelling.summary.noStar')
                      : t('reading.spelling.summary.noStarWrong')}
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <FlipHint />
      {problems.length > 0 && (
        <Alert severity="error">
          {problems.map((p) => (
            <div key={p}>{translate({ message: p }) ?? p}</div>
          ))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          onClick={onSubmit}
          disabled={busy}
          sx={{ minHeight: 56, px: 5, fontSize: '1.15rem' }}
        >
          {t('reading.submit')}
        </Button>
        <Button variant="outlined" size="large" onClick={onRestart} disabled={busy} sx={{ minHeight: 56 }}>
          {t('reading.spelling.summary.startOver')}
        </Button>
      </Box>
    </Stack>
  );
}
