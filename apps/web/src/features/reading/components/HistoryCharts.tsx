import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReadingHistoryDto } from '@school-ops/shared';
import type { ReactNode } from 'react';
import { formatMonth } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { stageLabel } from '../words.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'.split('');

/**
 * A chart with its text alternative: the drawing is hidden from screen readers, which read the table of the same
 * numbers instead (axe: an SVG of bars says nothing by itself).
 */
function ChartFigure({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {summary}
      </Typography>
      <Box aria-hidden sx={{ width: '100%' }}>
        {chart}
      </Box>
      {/* Hidden in a box: a table keeps its own width whatever its style says, and would widen a phone's page. */}
      <Box sx={visuallyHidden}>
        <table>{table}</table>
      </Box>
    </Box>
  );
}

/** The reading stage and the ABC letter count, month by month. */
export function ProgressCharts({ progress }: { progress: ReadingHistoryDto['progress'] }) {
  const { t } = useTranslation();
  const months = progress.map((p) => formatMonth(`${p.month}-01`));
  const withLetters = progress.filter((p) => p.abcLetters !== null);
  const last = progress.at(-1);
  return (
    <ChartFigure
      title={t('journey.charts.progress')}
      summary={
        last
          ? t('journey.charts.progressSummary', {
              stage: stageLabel(t, last.stage),
              month: formatMonth(`${last.month}-01`),
            })
          : ''
      }
      chart={
        <>
          {/* Each chart is drawn at once, not grown: growing was frames of SVG work while the page loaded (issue 23). */}
          <LineChart
            disableKeyboardNavigation
            skipAnimation
            height={180}
            margin={{ left: 0, right: 16 }}
            xAxis={[{ scaleType: 'point', data: months }]}
            yAxis={[{ min: 0, max: 4, tickNumber: 5, label: t('journey.charts.stageAxis') }]}
            series={[
              {
                data: progress.map((p) => p.stage),
                label: t('journey.charts.stage'),
                curve: 'stepAfter',
                showMark: true,
              },
            ]}
          />
          {withLetters.length > 0 && (
            <LineChart
              disableKeyboardNavigation
              skipAnimation
              height={180}
              margin={{ left: 0, right: 16 }}
              xAxis={[{ scaleType: 'point', data: withLetters.map((p) => formatMonth(`${p.month}-01`)) }]}
              yAxis={[{ min: 0, max: 26, label: t('journey.charts.lettersAxis') }]}
              series={[
                {
                  data: withLetters.map((p) => p.abcLetters),
                  label: t('journey.charts.abcLetters'),
                  color: '#2e7d32',
                  showMark: true,
                },
              ]}
            />
          )}
        </>
      }
      table={
        <>
          <caption>{t('journey.charts.progress')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('journey.charts.month')}</th>
              <th scope="col">{t('journey.charts.stage')}</th>
              <th scope="col">{t('journey.charts.abcLetters')}</th>
              <th scope="col">{t('journey.charts.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {progress.map((p, i) => (
              <tr key={p.month}>
                <th scope="row">{months[i]}</th>
                <td>{stageLabel(t, p.stage)}</td>
                <td>{p.abcLetters ?? '–'}</td>
                <td>{p.sessions}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

/** a to z: in how many of the latest ABC sessions each letter was missed. */
export function LetterChart({ letters }: { letters: ReadingHistoryDto['letters'] }) {
  const { t } = useTranslation();
  const counts = new Map(letters.missed.map((l) => [l.letter, l.sessions]));
  const data = ALPHABET.map((l) => counts.get(l) ?? 0);
  const missed = letters.missed.map((l) => `${l.letter} (${l.sessions})`).join(', ');
  const title =
    letters.sessions === 0
      ? t('journey.charts.lettersNoSessions')
      : t('journey.charts.letters', { count: letters.sessions });
  return (
    <ChartFigure
      title={title}
      summary={
        letters.sessions === 0
          ? t('journey.charts.noAbc')
          : missed
            ? t('journey.charts.lettersSummary', { letters: missed })
            : t('journey.charts.noLettersMissed')
      }
      chart={
        letters.sessions > 0 && (
          <BarChart
            disableKeyboardNavigation
            skipAnimation
            height={200}
            margin={{ left: 0, right: 8 }}
            // Every letter labelled, even at 390 px: the chart is about which letter.
            xAxis={[
              { scaleType: 'band', data: ALPHABET, tickLabelInterval: () => true, tickLabelStyle: { fontSize: 10 } },
            ]}
            yAxis={[{ min: 0, max: Math.max(letters.sessions, 1), tickMinStep: 1 }]}
            series={[{ data, label: t('journey.charts.sessionsMissed') }]}
            hideLegend
          />
        )
      }
      table={
        <>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('journey.charts.letter')}</th>
              <th scope="col">{t('journey.charts.sessionsMissed')}</th>
            </tr>
          </thead>
          <tbody>
            {ALPHABET.map((l, i) => (
              <tr key={l}>
                <th scope="row">{l}</th>
                <td>{data[i]}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}
