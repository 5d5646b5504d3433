import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { HoursReportPerson } from '@school-ops/shared';
import { memo } from 'react';
import { formatShortDate } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { hoursNumber } from '../../shifts/index.ts';
import { hoursLabel, schoolLabel, shiftTimes, weekRange } from '../texts.ts';

/**
 * One person's month: total, per school, each week against their max hours (over-max said in words), each day.
 * Memoised: a card in the window is not drawn again when the window moves (the person is the report's object).
 */
export const HoursPersonCard = memo(function HoursPersonCard({ person: p }: { person: HoursReportPerson }) {
  const { t } = useTranslation();
  const headingId = `hours-${p.userId}`;
  const overWeeks = p.weeks.filter((w) => w.overMax).length;
  // Weeks without a confirmed hour say nothing a payroll needs; the files list every week.
  const weeks = p.weeks.filter((w) => w.hours > 0);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2">
          {p.name}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t('reports.personTotal', { hours: hoursLabel(p.totalHours), count: p.shifts })}
        </Typography>
        <Typography color="text.secondary">
          {p.maxHours === null ? t('reports.noMaxHours') : t('reports.maxHours', { hours: hoursLabel(p.maxHours) })}
        </Typography>
        {overWeeks > 0 && (
          <Typography color="error" sx={{ fontWeight: 700 }}>
            {t('reports.weeksOverMax', { count: overWeeks })}
          </Typography>
        )}
        {p.schools.map((s) => (
          <Typography key={s.schoolName ?? ''} variant="body2">
            {t('reports.atSchool', { school: schoolLabel(s.schoolName), hours: hoursLabel(s.hours), count: s.shifts })}
          </Typography>
        ))}

        <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 0.5, fontSize: '1rem', fontWeight: 700 }}>
          {t('reports.perWeek')}
        </Typography>
        <Table size="small" aria-label={t('reports.perWeekOf', { name: p.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.week')}</TableCell>
              <TableCell align="right">{t('reports.hoursColumn')}</TableCell>
              <TableCell>{t('reports.againstMax')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((w) => (
              <TableRow key={w.weekStart}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{weekRange(w.weekStart, w.weekEnd)}</TableCell>
                <TableCell align="right">{hoursNumber(w.hours)}</TableCell>
                <TableCell sx={w.overMax ? { color: 'error.main', fontWeight: 700 } : undefined}>
                  {w.overMax
                    ? t('reports.overMaxBy', { hours: hoursLabel(w.hours - (p.maxHours ?? 0)) })
                    : p.maxHours === null
                      ? t('reports.noLimit')
                      : t('reports.withinMax')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>

        {/* The days (a row per day, its dates and times formatted) are built when opened, not for every card. */}
        <Accordion
          disableGutters
          elevation={0}
          slotProps={{ transition: { unmountOnExit: true } }}
          sx={{ mt: 2, '&:before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />} sx={{ px: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('reports.perDay', { count: p.days.length })}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>
            <Table size="small" aria-label={t('reports.perDayOf', { name: p.name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.date')}</TableCell>
                  <TableCell>{t('reports.shifts')}</TableCell>
                  <TableCell align="right">{t('reports.hoursColumn')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.days.map((d) => (
                  <TableRow key={d.date}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.date)}</TableCell>
                    <TableCell>
                      {d.shifts.map((s, i) => (
                        <Typography key={i} variant="body2">
                          {`${shiftTimes(s.startTime, s.endTime)} ${schoolLabel(s.schoolName)}`}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell align="right">{hoursNumber(d.hours)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
});
