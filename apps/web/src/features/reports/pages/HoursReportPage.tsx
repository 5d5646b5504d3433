import { Card, CardContent, Typography, useMediaQuery, useTheme } from '@mui/material';
import { isManager } from '@school-ops/shared';
import { useState } from 'react';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StatusBanner } from '../../../components/StatusBanner.tsx';
import { WindowedGrid } from '../../../components/WindowedList.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { MonthPicker } from '../../../components/MonthPicker.tsx';
import { monthHeading } from '../../shifts/index.ts';
import { downloadReport, useHoursReport } from '../api.ts';
import { HoursPersonCard } from '../components/HoursPersonCard.tsx';
import { ReportDownloads } from '../components/ReportDownloads.tsx';
import { hoursLabel, schoolLabel } from '../texts.ts';

/** A person's card: name, total, max hours, a school or two, the weeks with hours (4 in a full month), days closed. */
const HOURS_CARD_PX = 400;

/** Issue 22: a month's confirmed hours per person, for payroll; downloads as CSV, Excel (Japanese) or .xlsx. */
export default function HoursReportPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [month, setMonth] = useState(() => `${today().slice(0, 7)}-01`);
  const key = month.slice(0, 7);
  const report = useHoursReport(key);
  const data = report.data;
  const theme = useTheme();
  const columns = useMediaQuery(theme.breakpoints.up('lg')) ? 2 : 1;
  return (
    <>
      <PageHeader title={t('reports.hoursTitle')}>
        <MonthPicker value={month} onChange={setMonth} />
      </PageHeader>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isManager(user) ? t('reports.hoursIntro') : t('reports.hoursIntroReadOnly')}
      </Typography>
      <ReportDownloads download={(how) => downloadReport('hours', { month: key }, how)} />
      {report.isPending && <Loading />}
      {report.isError && <StatusBanner severity="error" message={t('reports.failedToGet')} />}
      {data && data.people.length === 0 && (
        <Typography sx={{ mt: 2 }}>{t('reports.noHours', { month: monthHeading(month) })}</Typography>
      )}
      {data && data.people.length > 0 && (
        <>
          <Card component="section" aria-labelledby="hours-month-total" sx={{ mb: 2 }}>
            <CardContent>
              <Typography id="hours-month-total" variant="h2" component="h2" gutterBottom>
                {t('reports.monthTotal', { month: monthHeading(month), hours: hoursLabel(data.totalHours) })}
              </Typography>
              {data.schools.map((s) => (
                <Typography key={s.schoolName ?? ''}>
                  {t('reports.atSchool', {
                    school: schoolLabel(s.schoolName),
                    hours: hoursLabel(s.hours),
                    count: s.shifts,
                  })}
                </Typography>
              ))}
              <Typography color="text.secondary">{t('reports.peopleCount', { count: data.people.length })}</Typography>
            </CardContent>
          </Card>
          {/* A school group's month is hundreds of people: only the cards in view render. */}
          <WindowedGrid
            items={data.people}
            getKey={(p) => p.userId}
            estimateSize={HOURS_CARD_PX}
            columns={columns}
            renderItem={(p) => <HoursPersonCard person={p} />}
          />
        </>
      )}
    </>
  );
}
