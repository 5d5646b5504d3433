import { Box, Card, CardContent, MenuItem, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { SCHOOLS, type SchoolName } from '@school-ops/shared';
import { useState } from 'react';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { WindowedGrid } from '../../../components/WindowedList.tsx';
import { today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { MonthPicker } from '../../../components/MonthPicker.tsx';
import { monthHeading } from '../../shifts/index.ts';
import { downloadReport, useSessionsReport } from '../api.ts';
import { ReportDownloads } from '../components/ReportDownloads.tsx';
import { SessionsStudentCard } from '../components/SessionsStudentCard.tsx';

const ALL = 'all';
/** A student's card: name, a line of SMS ID and schools, five counts; a cancellation adds a heading and a line. */
const SESSIONS_CARD_PX = 240;

/** Issue 22: each student's month of sessions, for the office to answer parents and bill. */
export default function SessionsReportPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => `${today().slice(0, 7)}-01`);
  const [school, setSchool] = useState<SchoolName | null>(null);
  const key = month.slice(0, 7);
  const report = useSessionsReport(key, school);
  const data = report.data;
  const totals = data?.totals;
  const theme = useTheme();
  const columns = useMediaQuery(theme.breakpoints.up('md')) ? 2 : 1;
  return (
    <>
      <PageHeader title={t('reports.sessionsTitle')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <MonthPicker value={month} onChange={setMonth} />
          <TextField
            select
            size="small"
            label={t('reports.school')}
            value={school ?? ALL}
            onChange={(e) => setSchool(e.target.value === ALL ? null : (e.target.value as SchoolName))}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value={ALL}>{t('reports.allSchools')}</MenuItem>
            {SCHOOLS.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.sessionsIntro')}
      </Typography>
      <ReportDownloads
        download={(how) => downloadReport('sessions', { month: key, ...(school ? { schoolName: school } : {}) }, how)}
      />
      {report.isPending && <Loading />}
      {report.isError && <StatusBanner severity="error" message={t('reports.failedToGet')} />}
      {data && data.students.length === 0 && (
        <Typography sx={{ mt: 2 }}>{t('reports.noSessions', { month: monthHeading(month) })}</Typography>
      )}
      {data && totals && data.students.length > 0 && (
        <>
          <Card component="section" aria-labelledby="sessions-month-total" sx={{ mb: 2 }}>
            <CardContent>
              <Typography id="sessions-month-total" variant="h2" component="h2" gutterBottom>
                {t('reports.sessionsMonth', {
                  month: monthHeading(month),
                  school: school ?? t('reports.allSchools'),
                  count: data.students.length,
                })}
              </Typography>
              <Typography>
                {t('reports.completedCounts', { reading: totals.readingCompleted, class: totals.classCompleted })}
              </Typography>
              <Typography>
                {t('reports.canceledCounts', { count: totals.canceled, told: totals.canceledParentsTold })}
              </Typography>
              <Typography>{t('reports.attendanceCounts', { absences: totals.absences, late: totals.late })}</Typography>
            </CardContent>
          </Card>
          {/* Every school's month is thousands of students: only the cards in view render. */}
          <WindowedGrid
            items={data.students}
            getKey={(s) => s.studentId}
            estimateSize={SESSIONS_CARD_PX}
            columns={columns}
            renderItem={(s) => <SessionsStudentCard student={s} />}
          />
        </>
      )}
    </>
  );
}
