import { Box, Button, Typography } from '@mui/material';
import { letterAudio, type AbcKind } from '@school-ops/shared';
import { isPhonics, showLetter, type SpreadState } from './model.ts';
import {
  AudioNote,
  LetterButton,
  NextButton,
  PlayButton,
  SpaceHint,
  StepArea,
  StepProgress,
  Verdict,
  type Mark,
} from './parts.tsx';
import { useAudio } from './useAudio.ts';
import { useSpaceKey } from '../useSpaceKey.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface SpreadTestProps {
  state: SpreadState;
  kind: AbcKind;
  onChange(next: SpreadState): void;
  /** After the last letter: on to the review of the missed letters. */
  onDone(): void;
}

/**
 * The spread-letters test: for each of the student's letters the teacher plays it (or says it), the
 * child points at one of 3 choices, the teacher taps that choice and sees right or wrong, then next.
 * A mistaken tap can be changed by tapping another choice before going on.
 */
export function SpreadTest({ state, kind, onChange, onDone }: SpreadTestProps) {
  const { t } = useTranslation();
  const audio = useAudio();
  const { index, letters } = state;
  const total = letters.length;
  const target = letters[index]!;
  const choices = state.choices[index] ?? [];
  const pick = state.picks[index] ?? null;
  const answered = pick !== null;
  const last = index === total - 1;
  const sound = isPhonics(kind) ? 'sound' : 'name';

  const play = () => audio.play(letterAudio(target, isPhonics(kind)));
  const choose = (letter: string) =>
    onChange({ ...state, picks: state.picks.map((p, i) => (i === index ? letter : p)) });
  const next = () => (last ? onDone() : onChange({ ...state, index: index + 1 }));
  const back = () => onChange({ ...state, index: index - 1 });
  useSpaceKey(answered ? next : play);

  const mark = (choice: string): Mark => {
    if (!answered) return 'none';
    if (choice === pick) return choice === target ? 'right' : 'wrong';
    return choice === target ? 'answer' : 'none';
  };

  return (
    <StepArea label={t('reading.abc.steps.spread')} focusKey={`spread-${index}-${answered}`}>
      <StepProgress
        text={t('reading.abc.spread.progress', { n: Math.min(index + 1, total), total })}
        ariaLabel={t('reading.abc.spread.progressAria')}
        index={index}
        total={total}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PlayButton onClick={play} busy={audio.playing !== null} />
        <AudioNote show={audio.unavailable} say={showLetter(target, kind)} />
      </Box>
      <Typography>{t('reading.abc.spread.instructions', { sound })}</Typography>
      <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, justifyContent: 'center', flexWrap: 'wrap', py: 1 }}>
        {choices.map((c) => (
          <LetterButton
            key={c}
            letter={showLetter(c, kind)}
            mark={mark(c)}
            pressed={c === pick}
            onClick={() => choose(c)}
          />
        ))}
      </Box>
      <Verdict right={answered ? pick === target : null}>
        {pick === target ? t('reading.abc.right') : t('reading.abc.spread.wrong', { letter: showLetter(target, kind) })}
      </Verdict>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <NextButton
          label={last ? t('reading.abc.done') : t('reading.abc.nextLetter')}
          onClick={next}
          disabled={!answered}
        />
        {index > 0 && (
          <Button variant="text" onClick={back} sx={{ minHeight: 48 }}>
            {t('reading.abc.previousLetter')}
          </Button>
        )}
      </Box>
      <SpaceHint>
        {answered
          ? last
            ? t('reading.abc.spread.hintFinish')
            : t('reading.abc.hintNextLetter')
          : t('reading.abc.spread.hintPlay')}
      </SpaceHint>
    </StepArea>
  );
}
