import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { InstantButton } from '../InstantButton.tsx';
import { FlipHint, PhonicTiles } from './PhonicTiles.tsx';
import { canStar, hasWrong, pendingPhonic, type WordResult } from './state.ts';

interface Props {
  index: number;
  total: number;
  word: string;
  phonics: string[];
  imageUrl: string | null;
  result: WordResult;
  onMark(right: boolean): void;
  onFlip(phonic: number): void;
  onStar(): void;
  onNext(): void;
}

const big = { minHeight: 72, fontSize: '1.5rem', fontWeight: 700, flex: '1 1 140px' } as const;

/** One word of the test: its picture, its phonics one at a time (right or wrong), then the star and on. */
export function WordStep({ index, total, word, phonics, imageUrl, result, onMark, onFlip, onStar, onNext }: Props) {
  const { t } = useTranslation();
  const pending = pendingPhonic(result);
  const last = index + 1 === total;
  // A picture that cannot load (an expired link on a long-open page) is left out, not shown broken.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Box>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h3">
            {t('reading.spelling.word.heading', { n: index + 1, total })}{' '}
            <Box component="span" lang="en" sx={{ fontSize: '1.6rem' }}>
              {word}
            </Box>
          </Typography>
          <Typography color="text.secondary">
            {pending === null
              ? t('reading.spelling.word.allMarked')
              : t('reading.spelling.word.phonicOf', { n: pending + 1, total: phonics.length })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={(index / total) * 100}
          aria-label={t('reading.spelling.word.wordsDone')}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </Box>

      {imageUrl && brokenImage !== imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt={t('reading.spelling.word.picture', { word })}
          onError={() => setBrokenImage(imageUrl)}
          sx={{ maxWidth: '100%', maxHeight: 220, objectFit: 'contain', alignSelf: 'center', borderRadius: 2 }}
        />
      )}

      <PhonicTiles word={word} phonics={phonics} marks={result.phonics} current={pending} onFlip={onFlip} />

      {pending !== null ? (
        <Stack
          spacing={1.5}
          role="group"
          aria-label={t('reading.spelling.word.phonicGroup', { n: pending + 1, phonic: phonics[pending] })}
        >
          <Box
            aria-hidden
            lang="en"
            sx={{
              textAlign: 'center',
              fontSize: { xs: '4.5rem', sm: '6rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              color: 'primary.dark',
            }}
          >
            {phonics[pending]}
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <InstantButton
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={() => onMark(true)}
              sx={big}
            >
              {t('reading.spelling.word.right')}
            </InstantButton>
            <InstantButton
              variant="contained"
              color="error"
              startIcon={<CloseIcon />}
              onClick={() => onMark(false)}
              sx={big}
            >
              {t('reading.spelling.word.wrong')}
            </InstantButton>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('reading.spelling.word.spaceForRight')}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <InstantButton
              variant={result.correct ? 'contained' : 'outlined'}
              color="warning"
              aria-pressed={result.correct}
              disabled={!canStar(result)}
              startIcon={result.correct ? <StarIcon /> : <StarBorderIcon />}
              onClick={onStar}
              sx={big}
            >
              {result.correct ? t('reading.spelling.word.starred') : t('reading.spelling.word.star')}
            </InstantButton>
            <InstantButton variant="contained" onClick={onNext} sx={big}>
              {last ? t('reading.spelling.word.done') : t('reading.spelling.word.next')}
            </InstantButton>
          </Box>
          {hasWrong(result) ? (
            <Alert severity="info">{t('reading.spelling.word.noStar', { word })}</Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('reading.spelling.word.starHint', { next: last ? 'results' : 'word' })}
            </Typography>
          )}
        </Stack>
      )}
      {result.phonics.some((m) => m !== null) && <FlipHint />}
    </Stack>
  );
}
