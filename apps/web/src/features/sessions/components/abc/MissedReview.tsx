import { Box, Typography } from '@mui/material';
import { letterAudio, type AbcKind } from '@school-ops/shared';
import { isPhonics, showLetter } from './model.ts';
import { AudioNote, LetterButton, NextButton, SpaceHint, StepArea } from './parts.tsx';
import { useAudio } from './useAudio.ts';
import { useSpaceKey } from '../useSpaceKey.ts';

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
  const audio = useAudio();
  useSpaceKey(onNext);
  return (
    <StepArea label="Missed letters review" focusKey="review">
      <Typography sx={{ fontSize: 18, fontWeight: 600 }}>
        Spread test done: {total - missed.length} of {total} right.
      </Typography>
      {missed.length === 0 ? (
        <Typography>No letters missed in the spread test.</Typography>
      ) : (
        <>
          <Typography>Review the missed letters with the child: tap a letter to hear it.</Typography>
          <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', justifyContent: 'center', py: 1 }}>
            {missed.map((l) => (
              <LetterButton
                key={l}
                letter={showLetter(l, kind)}
                ariaLabel={`Play ${showLetter(l, kind)}`}
                sound
                onClick={() => audio.play(letterAudio(l, isPhonics(kind)))}
              />
            ))}
          </Box>
          <AudioNote show={audio.unavailable} />
        </>
      )}
      <NextButton label="Start the random test" onClick={onNext} />
      <SpaceHint>starts the random test</SpaceHint>
    </StepArea>
  );
}
