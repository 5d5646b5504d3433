import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from '../../../../lib/i18n/index.ts';

interface Props {
  /** The word the tiles spell (names the tiles in the summary, where several words show). */
  word: string;
  phonics: string[];
  marks: (boolean | null)[];
  /** The phonic being asked now (highlighted), if any. */
  current?: number | null;
  /** Tapping a marked tile changes its mark. */
  onFlip?(phonic: number): void;
  size?: 'large' | 'small';
}

const tileSx = (large: boolean) => ({
  minWidth: large ? 72 : 56,
  minHeight: large ? 80 : 56,
  px: 1.25,
  borderRadius: 2,
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  border: '3px solid',
  fontSize: large ? '2.25rem' : '1.5rem',
  fontWeight: 700,
  lineHeight: 1,
});

/** A word's phonics as tiles: right in green with a tick, wrong in red with a cross, the one asked now outlined. */
export function PhonicTiles({ word, phonics, marks, current = null, onFlip, size = 'large' }: Props) {
  const { t } = useTranslation();
  const large = size === 'large';
  return (
    <Box
      component="ul"
      aria-label={t('reading.spelling.tiles.aria', { word })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {phonics.map((p, i) => {
        const mark = marks[i] ?? null;
        const key = `${i}-${p}`;
        if (mark === null) {
          const now = i === current;
          return (
            <Box component="li" key={key}>
              <Box
                aria-label={
                  now
                    ? t('reading.spelling.tiles.askingNow', { phonic: p })
                    : t('reading.spelling.tiles.notAskedYet', { phonic: p })
                }
                role="img"
                sx={{
                  ...tileSx(large),
                  borderColor: now ? 'primary.main' : 'grey.400',
                  borderStyle: now ? 'solid' : 'dashed',
                  bgcolor: now ? '#e8f0fa' : 'background.paper',
                  color: now ? 'primary.dark' : 'text.secondary',
                }}
              >
                <span lang="en">{p}</span>
              </Box>
            </Box>
          );
        }
        // In the summary, where several words show, a tile's name says its word too.
        const values = { word, phonic: p, mark: mark ? 'right' : 'wrong' };
        const label = !onFlip
          ? t('reading.spelling.tiles.marked', values)
          : large
            ? t('reading.spelling.tiles.markedTap', values)
            : t('reading.spelling.tiles.markedWordTap', values);
        const content = (
          <>
            <span aria-hidden lang="en">
              {p}
            </span>
            <Box
              component="span"
              aria-hidden
              sx={{ display: 'inline-flex', alignItems: 'center', fontSize: '0.8rem', fontWeight: 600 }}
            >
              {mark ? <CheckIcon sx={{ fontSize: '1rem' }} /> : <CloseIcon sx={{ fontSize: '1rem' }} />}
              {mark ? t('reading.spelling.tiles.right') : t('reading.spelling.tiles.wrong')}
            </Box>
          </>
        );
        const sx = {
          ...tileSx(large),
          borderColor: mark ? 'success.main' : 'error.main',
          bgcolor: mark ? 'success.main' : 'error.main',
          color: '#fff',
        };
        return (
          <Box component="li" key={key}>
            {onFlip ? (
              <ButtonBase
                aria-label={label}
                onClick={() => onFlip(i)}
                sx={{
                  ...sx,
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {content}
              </ButtonBase>
            ) : (
              <Box role="img" aria-label={label} sx={sx}>
                {content}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** A short line under the tiles so a teacher knows the tiles can be corrected. */
export function FlipHint() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('reading.spelling.tiles.flipHint')}
    </Typography>
  );
}
