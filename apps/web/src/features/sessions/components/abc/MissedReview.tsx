import { Box, Typography } from '@mui/material';
import { letterAudio, type AbcKind } from '@school-ops/shared';
import { isPhonics, showLetter } from './model.ts';
import { AudioNote, LetterButton, NextButton, SpaceHint, StepArea } from './parts.tsx';
import { useAudio } from './useAudio.ts';
import { useSpaceKey } from '../useSpaceKey.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** After the spread test: the missed letters, each played on a tap, then on to the random test. */
export function MissedReview({
  missed,
  total,
  kind,
  onNext,
}: {
  missed: string[];
  total: number;
  kind: AbcKind;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const audio = useAudio();
  useSpaceKey(onNext);
  return (
    <StepArea label={t('reading.abc.review.area')} focusKey="review">
      <Typography sx={{ fontSize: 18, fontWeight: 600 }}>
        {t('reading.abc.review.score', { right: total - missed.length, total })}
      </Typography>
      {missed.length === 0 ? (
        <Typography>{t('reading.abc.review.none')}</Typography>
      ) : (
        <>
          <Typography>{t('reading.abc.review.instructions')}</Typography>
          <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', justifyContent: 'center', py: 1 }}>
            {missed.map((l) => (
              <LetterButton
                key={l}
                letter={showLetter(l, kind)}
                ariaLabel={t('reading.abc.review.play', { letter: showLetter(l, kind) })}
                sound
                onClick={() => audio.play(letterAudio(l, isPhonics(kind)))}
              />
            ))}
          </Box>
          <AudioNote show={audio.unavailable} />
        </>
      )}
      <NextButton label={t('reading.abc.review.start')} onClick={onNext} />
      <SpaceHint>{t('reading.abc.review.hint')}</SpaceHint>
    </StepArea>
  );
}
