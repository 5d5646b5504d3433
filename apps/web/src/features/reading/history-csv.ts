import { formatCsv, type ReadingHistoryDto, type ReadingSessionDto } from '@school-ops/shared';
import type { TFunction } from 'i18next';
import { resultLine, stageLabel } from './words.ts';

// Apart from words.ts: the CSV writer brings papaparse, which only the history's download needs, while the words
// are on the session page too (decision 0037).

/** The history as a spreadsheet: one row per session, every value neutralised by the shared CSV writer. */
export function historyCsv(t: TFunction, h: ReadingHistoryDto): string {
  const row = (s: ReadingSessionDto) => [
    s.date,
    s.teacher ?? '',
    stageLabel(t, s.stage),
    resultLine(t, s.result),
    s.comments ?? '',
  ];
  return formatCsv([
    [
      t('journey.csv.date'),
      t('journey.csv.teacher'),
      t('journey.csv.stage'),
      t('journey.csv.result'),
      t('journey.csv.comments'),
    ],
    ...h.sessions.map(row),
  ]);
}

export const historyFileName = (h: ReadingHistoryDto) =>
  `reading-history-${h.student.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${h.from}-${h.to}.csv`;
