import { Box, Button, Paper, Typography } from '@mui/material';
import { letterAudio, type AbcKind } from '@school-ops/shared';
import { useId } from 'react';
import { isPhonics, NOT_PRONOUNCED, showLetter, type RandomState } from './model.ts';
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

export interface RandomTestProps {
  state: RandomState;
  kind: AbcKind;
  onChange(next: RandomState): void;
  /** After the last letter: on to the form. */
  onDone(): void;
}

/**
 * The random-letters test: the student's letters one by one in a random order. The child says the
 * letter shown; the teacher taps the letter the child pronounced, or 'not pronounced'. A letter is
 * missed unless the child said it. "Play the letter" lets both hear it (on a tap only).
 */
export function RandomTest({ state, kind, onChange, onDone }: RandomTestProps) {
  const { t } = useTranslation();
  const audio = useAudio();
  const id = useId();
  const { index, letters } = state;
  const total = letters.length;
  const target = letters[index]!;
  const pick = state.picks[index] ?? null;
  const answered = pick !== null;
  const last = index === total - 1;
  const sound = isPhonics(kind) ? 'sound' : 'name';
  const alphabet = [...letters].sort();

  const play = () => audio.play(letterAudio(target, isPhonics(kind)));
  const record = (said: string) => onChange({ ...state, picks: state.picks.map((p, i) => (i === index ? said : p)) });
  const next = () => (last ? onDone() : onChange({ ...state, index: index + 1 }));
  const back = () => onChange({ ...state, index: index - 1 });
  // Space never answers for the child: it only moves on once the teacher has recorded the answer.
  useSpaceKey(answered ? next : null);

  const mark = (letter: string): Mark => {
    if (!answered) return 'none';
    if (letter === pick) return letter === target ? 'right' : 'wrong';
    return letter === target ? 'answer' : 'none';
  };
  const verdict =
    pick === target
      ? t('reading.abc.right')
      : pick === NOT_PRONOUNCED
        ? t('reading.abc.random.missedNotPronounced')
        : t('reading.abc.random.missedSaid', { letter: showLetter(pick ?? '', kind) });

  return (
    <StepArea label={t('reading.abc.steps.random')} focusKey={`random-${index}-${answered}`}>
      <StepProgress
        text={t('reading.abc.random.progress', { n: Math.min(index + 1, total), total })}
        ariaLabel={t('reading.abc.random.progressAria')}
        index={index}
        total={total}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Paper
          variant="outlined"
          aria-label={t('reading.abc.random.letterAria', { letter: showLetter(target, kind) })}
          role="img"
          sx={{
            width: { xs: 128, sm: 160 },
            height: { xs: 140, sm: 176 },
            display: 'grid',
            placeItems: 'center',
            fontSize: { xs: 96, sm: 128 },
            lineHeight: 1,
            fontWeight: 600,
            fontFamily: 'Arial, "Helvetica Neue", sans-serif',
            borderWidth: 3,
            borderColor: 'primary.main',
          }}
        >
          <span lang="en">{showLetter(target, kind)}</span>
        </Paper>
        <Box sx={{ display: 'grid', gap: 1, flex: '1 1 200px' }}>
          <Typography>{t('reading.abc.random.instructions', { sound })}</Typography>
          <Box>
            <PlayButton onClick={play} busy={audio.playing !== null} />
          </Box>
          <AudioNote show={audio.unavailable} />
        </Box>
      </Box>
      <Typography id={`${id}-said`} sx={{ fontWeight: 600, mb: -1 }}>
        {t('reading.abc.random.said')}
      </Typography>
      <Box role="group" aria-labelledby={`${id}-said`} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {alphabet.map((l) => (
          <LetterButton
            key={l}
            size="small"
            letter={showLetter(l, kind)}
            mark={mark(l)}
            pressed={l === pick}
            onClick={() => record(l)}
          />
        ))}
        <Button
          variant={pick === NOT_PRONOUNCED ? 'contained' : 'outlined'}
          color={pick === NOT_PRONOUNCED ? 'error' : 'primary'}
          aria-pressed={pick === NOT_PRONOUNCED}
          onClick={() => record(NOT_PRONOUNCED)}
          sx={{ minHeight: 52, fontSize: 18, px: 2, bgcolor: pick === NOT_PRONOUNCED ? undefined : 'background.paper' }}
        >
          {t('reading.abc.random.notPronounced')}
        </Button>
      </Box>
      <Verdict right={answered ? pick === target : null}>{verdict}</Verdict>
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
            ? t('reading.abc.random.hintFinish')
            : t('reading.abc.hintNextLetter')
          : t('reading.abc.random.hintWait')}
      </SpaceHint>
    </StepArea>
  );
}
