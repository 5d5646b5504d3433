import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { afterPaint } from '../../../../lib/use-after-paint.ts';
import { InstantButton } from '../InstantButton.tsx';

export type Mark = 'none' | 'right' | 'wrong' | 'answer';

/** A letter the child points at: really large, with colour AND an icon once it is marked. */
export function LetterButton({
  letter,
  mark = 'none',
  size = 'large',
  pressed,
  ariaLabel,
  sound,
  onClick,
}: {
  letter: string;
  mark?: Mark;
  size?: 'large' | 'small';
  pressed?: boolean;
  /** When the button does more than name the letter (e.g. "Play B"). */
  ariaLabel?: string;
  /** Shows a speaker: the tap plays the letter. */
  sound?: boolean;
  onClick(): void;
}) {
  const large = size === 'large';
  const colour = mark === 'right' ? 'success' : mark === 'wrong' ? 'error' : 'primary';
  return (
    <InstantButton
      variant={mark === 'right' || mark === 'wrong' ? 'contained' : 'outlined'}
      color={mark === 'answer' ? 'success' : colour}
      aria-pressed={pressed}
      aria-label={ariaLabel}
      onClick={onClick}
      sx={{
        position: 'relative',
        minWidth: large ? { xs: 96, sm: 128 } : 52,
        minHeight: large ? { xs: 112, sm: 136 } : 52,
        fontSize: large ? { xs: 64, sm: 88 } : 28,
        lineHeight: 1,
        fontWeight: 600,
        fontFamily: 'Arial, "Helvetica Neue", sans-serif',
        borderWidth: mark === 'answer' ? 4 : 2,
        borderStyle: mark === 'answer' ? 'dashed' : 'solid',
        '&:hover': { borderWidth: mark === 'answer' ? 4 : 2 },
        bgcolor: mark === 'none' || mark === 'answer' ? 'background.paper' : undefined,
        px: large ? 2 : 1,
      }}
    >
      {/* The letter is the child's: English, whatever the teacher's language. */}
      <span lang="en">{letter}</span>
      {(mark === 'right' || mark === 'answer') && (
        <CheckCircleIcon
          sx={{ position: 'absolute', top: large ? 4 : 1, right: large ? 4 : 1, fontSize: large ? 32 : 14 }}
        />
      )}
      {sound && <VolumeUpIcon sx={{ position: 'absolute', top: 4, right: 4, fontSize: large ? 28 : 16 }} />}
      {mark === 'wrong' && (
        <CancelIcon
          sx={{ position: 'absolute', top: large ? 4 : 1, right: large ? 4 : 1, fontSize: large ? 32 : 14 }}
        />
      )}
    </InstantButton>
  );
}

/** Plays the letter on a tap (never by itself). */
export function PlayButton({ label, onClick, busy }: { label?: string; onClick(): void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<VolumeUpIcon sx={{ fontSize: '32px !important' }} />}
      onClick={onClick}
      sx={{ minHeight: 56, fontSize: 18, bgcolor: busy ? 'action.selected' : 'background.paper' }}
    >
      {label ?? t('reading.abc.play')}
    </Button>
  );
}

export function AudioNote({ show, say }: { show: boolean; say?: string }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="note">
      {say ? t('reading.abc.audioUnavailableSay', { letter: say }) : t('reading.abc.audioUnavailable')}
    </Typography>
  );
}

/** The step counter and a progress bar: where the teacher is in the test. */
export function StepProgress({
  text,
  ariaLabel,
  index,
  total,
}: {
  /** "Spread test: letter 2 of 5". */
  text: string;
  ariaLabel: string;
  index: number;
  total: number;
}) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontSize: 18, fontWeight: 600 }}>{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={(index / Math.max(1, total)) * 100}
        aria-label={ariaLabel}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
}

/** Right or wrong, in words with an icon and colour; read out by screen readers. */
export function Verdict({ right, children }: { right: boolean | null; children?: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 40, display: 'flex', alignItems: 'center', gap: 1 }}>
      {right === true && <CheckCircleIcon color="success" sx={{ fontSize: 36 }} />}
      {right === false && <CancelIcon color="error" sx={{ fontSize: 36 }} />}
      {right !== null && (
        <Typography sx={{ fontSize: 22, fontWeight: 700, color: right ? 'success.dark' : 'error.dark' }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}

/** The one obvious next action of a step, with the Space key named beside it. */
export function NextButton({ label, onClick, disabled }: { label: string; onClick(): void; disabled?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <InstantButton
        variant="contained"
        size="large"
        onClick={onClick}
        disabled={disabled}
        sx={{ minHeight: 56, minWidth: 180, fontSize: 18 }}
      >
        {label}
      </InstantButton>
    </Box>
  );
}

export function SpaceHint({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      <Box
        component="kbd"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 0.75,
          py: 0.25,
          fontFamily: 'inherit',
          bgcolor: 'background.paper',
        }}
      >
        {t('reading.abc.space')}
      </Box>{' '}
      {children}
    </Typography>
  );
}

/**
 * The step's area: it takes the focus on each new step and after each tap on one of its buttons, so
 * Space always means the step's next action and no tapped button keeps it (a tapped button would
 * take Space for itself). A keyboard user's focus (a click with no pointer) stays where it is. No
 * focus ring of its own: it is not a control.
 */
export function StepArea({ label, focusKey, children }: { label: string; focusKey: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // After the paint: moving the focus makes the browser bring style and layout up to date at once, and the tap's
  // answer (the verdict, the next letter) must reach the screen first (issue 23: tap to paint ≤ 100 ms).
  useEffect(() => {
    const preventScroll = !first.current;
    first.current = false;
    return afterPaint(() => ref.current?.focus({ preventScroll }));
  }, [focusKey]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.detail > 0 && e.target instanceof Element && e.target.closest('button'))
      afterPaint(() => ref.current?.focus({ preventScroll: true }));
  };
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={label}
      onClick={onClick}
      sx={{ outline: 'none', display: 'grid', gap: 2 }}
    >
      {children}
    </Box>
  );
}
