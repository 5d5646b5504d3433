import { Box, Typography } from '@mui/material';
import type { SessionDto } from '@school-ops/shared';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';

/** The recorded fields shown, each with its label in the reader's language. */
const LABELS: Record<string, () => string> = {
  comments: () => i18n.t('sessions.summary.comments'),
  spreadLettersMissed: () => i18n.t('sessions.summary.spreadLettersMissed'),
  randomLettersMissed: () => i18n.t('sessions.summary.randomLettersMissed'),
  wordsReviewed: () => i18n.t('sessions.summary.wordsReviewed'),
  wordsMissed: () => i18n.t('sessions.summary.wordsMissed'),
  questionsAsked: () => i18n.t('sessions.summary.questionsAsked'),
  youCanDoIt: () => i18n.t('sessions.summary.youCanDoIt'),
  keepOnTrying: () => i18n.t('sessions.summary.keepOnTrying'),
};

/** A recorded value as written (letters, words, questions and comments are the session's data). */
function show(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : i18n.t('sessions.summary.none');
  if (value && typeof value === 'object') return Object.values(value).map(show).join(' · ');
  return String(value ?? '');
}

/** A session's recorded results in plain words: what the previous teacher wrote and found. */
export function PerformanceSummary({ session }: { session: SessionDto }) {
  const { t } = useTranslation();
  const perf = session.performance ?? {};
  const nested = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  // The session's own fields first, then each test's: a field shows once (an older version kept class
  // comments twice), as the session has it.
  const entries = [
    ...Object.entries(perf).filter(([, value]) => !nested(value)),
    ...Object.values(perf)
      .filter(nested)
      .flatMap((value) => Object.entries(value as object)),
  ];
  const seen = new Set<string>();
  const shown = entries.filter(([key]) => key in LABELS && !seen.has(key) && seen.add(key));
  if (shown.length === 0) return <Typography color="text.secondary">{t('sessions.summary.noResults')}</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {shown.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {LABELS[key]!()}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {show(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
