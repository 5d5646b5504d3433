import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  MenuItem,
  Table,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { SCHOOLS, type ReadingOverviewDto, type ReadingOverviewRowDto } from '@school-ops/shared';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { WindowedList } from '../../../components/WindowedList.tsx';
import { rowCount, WindowedTableBody } from '../../../components/WindowedTableBody.tsx';
import { formatDate, formatMonth, today } from '../../../lib/dates.ts';
import { useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useReadingOverview } from '../api.ts';
import { overviewSchool } from '../overview-school.ts';
import { flagLabel, stageLabel } from '../words.ts';

const SORTS = ['name', 'className', 'stage', 'sessionsThisMonth', 'lastSessionDate', 'flags'] as const;
type Sort = (typeof SORTS)[number];
const ALL_CLASSES = 'all';
/** A table row (small cells; a flag chip keeps it in one line on a wide screen). */
const TABLE_ROW_PX = 49;
/** A phone's card: the name, two lines and a flag chip (8px apart). */
const CARD_ROW_PX = 120;

const keyOf = (r: ReadingOverviewRowDto, sort: Sort): string | number => {
  switch (sort) {
    case 'name':
      return r.student.name.toLowerCase();
    case 'className':
      return r.className;
    case 'stage':
      return r.stage;
    case 'sessionsThisMonth':
      return r.sessionsThisMonth;
    case 'lastSessionDate':
      return r.lastSessionDate ?? '';
    case 'flags':
      return r.flags.length;
  }
};

function sorted(rows: ReadingOverviewRowDto[], sort: Sort, desc: boolean) {
  return [...rows].sort((a, b) => {
    const x = keyOf(a, sort);
    const y = keyOf(b, sort);
    const c = x < y ? -1 : x > y ? 1 : a.student.name.localeCompare(b.student.name);
    return desc ? -c : c;
  });
}

/** /reading (supervisors and up, issue 21): every reading student of a school in a month, with flags. */
export default function ReadingOverviewPage() {
  const { t } = useTranslation();
  const filter = useGlobalFilter();
  const [schoolName, setSchoolName] = useState(() => overviewSchool(filter.schoolName));
  const [month, setMonth] = useState(today().slice(0, 7));
  const [className, setClassName] = useState(ALL_CLASSES);
  const overview = useReadingOverview(schoolName, month);

  return (
    <>
      <PageHeader title={t('journey.overview.title')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('journey.overview.school')}
          value={schoolName}
          onChange={(e) => {
            setSchoolName(e.target.value);
            setClassName(ALL_CLASSES);
          }}
          sx={{ width: 160 }}
        >
          {SCHOOLS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="month"
          label={t('journey.overview.month')}
          value={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
        <TextField
          select
          size="small"
          label={t('journey.overview.class')}
          value={className}
          onChange={(e) => setClassName(e.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value={ALL_CLASSES}>{t('journey.overview.allClasses')}</MenuItem>
          {[...new Set(overview.data?.documents.map((r) => r.className))].sort().map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <ErrorText error={overview.error} />
      ) : (
        <Overview overview={overview.data} className={className} />
      )}
    </>
  );
}

function Overview({ overview, className }: { overview: ReadingOverviewDto; className: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [sort, setSort] = useState<Sort>('name');
  const [desc, setDesc] = useState(false);
  const rows = useMemo(
    () =>
      sorted(
        overview.documents.filter((r) => className === ALL_CLASSES || r.className === className),
        sort,
        desc,
      ),
    [overview.documents, className, sort, desc],
  );
  const sortBy = (s: Sort) => {
    setDesc(s === sort ? !desc : false);
    setSort(s);
  };
  const labels: Record<Sort, string> = {
    name: t('journey.overview.student'),
    className: t('journey.overview.class'),
    stage: t('journey.overview.stage'),
    sessionsThisMonth: t('journey.overview.sessionsThisMonth'),
    lastSessionDate: t('journey.overview.lastSession'),
    flags: t('journey.overview.flags'),
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('journey.overview.asOf', {
          month: formatMonth(`${overview.month}-01`),
          date: formatDate(overview.asOf),
          count: rows.length,
        })}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('journey.overview.empty')}</Typography>
      ) : wide ? (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={t('journey.overview.title')} aria-rowcount={rowCount(rows)}>
            <TableHead>
              <TableRow>
                {SORTS.map((s) => (
                  <TableCell key={s} sortDirection={sort === s ? (desc ? 'desc' : 'asc') : false}>
                    <TableSortLabel
                      active={sort === s}
                      direction={sort === s && desc ? 'desc' : 'asc'}
                      onClick={() => sortBy(s)}
                    >
                      {labels[s]}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <WindowedTableBody
              items={rows}
              getKey={(r) => r.student.id}
              estimateSize={TABLE_ROW_PX}
              columns={SORTS.length}
              renderRow={(r, rowProps) => (
                <TableRow {...rowProps}>
                  <TableCell>
                    <StudentLink row={r} />
                  </TableCell>
                  <TableCell>{r.className}</TableCell>
                  <TableCell>{stageLabel(t, r.stage)}</TableCell>
                  <TableCell>{r.sessionsThisMonth}</TableCell>
                  <TableCell>
                    {r.lastSessionDate ? formatDate(r.lastSessionDate) : t('journey.overview.never')}
                  </TableCell>
                  <TableCell>
                    <Flags row={r} sameStageSessions={overview.sameStageSessions} />
                  </TableCell>
                </TableRow>
              )}
            />
          </Table>
        </TableContainer>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={t('journey.overview.sortBy')}
            value={`${sort}:${desc ? 'desc' : 'asc'}`}
            onChange={(e) => {
              const [s, d] = e.target.value.split(':') as [Sort, string];
              setSort(s);
              setDesc(d === 'desc');
            }}
            sx={{ mb: 2, minWidth: 220 }}
          >
            {SORTS.flatMap((s) => [
              <MenuItem key={`${s}:asc`} value={`${s}:asc`}>
                {t('journey.overview.ascending', { column: labels[s] })}
              </MenuItem>,
              <MenuItem key={`${s}:desc`} value={`${s}:desc`}>
                {t('journey.overview.descending', { column: labels[s] })}
              </MenuItem>,
            ])}
          </TextField>
          <WindowedList
            disablePadding
            sx={{ display: 'grid', gap: 1 }}
            gap={8}
            items={rows}
            getKey={(r) => r.student.id}
            estimateSize={CARD_ROW_PX}
            renderItem={(r, rowProps) => (
              <Card component="li" variant="outlined" {...rowProps}>
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <StudentLink row={r} />
                  <Typography variant="body2" color="text.secondary">
                    {r.className} · {stageLabel(t, r.stage)}
                  </Typography>
                  <Typography variant="body2">
                    {labels.sessionsThisMonth}: {r.sessionsThisMonth} · {labels.lastSessionDate}:{' '}
                    {r.lastSessionDate ? formatDate(r.lastSessionDate) : t('journey.overview.never')}
                  </Typography>
                  <Flags row={r} sameStageSessions={overview.sameStageSessions} />
                </CardContent>
              </Card>
            )}
          />
        </>
      )}
    </>
  );
}

function StudentLink({ row }: { row: ReadingOverviewRowDto }) {
  return (
    <Link component={RouterLink} to={`/students/${row.student.id}`} sx={{ fontWeight: 600 }}>
      {row.student.name}
      {row.student.grade ? ` (${row.student.grade})` : ''}
    </Link>
  );
}

/** Each flag says its words (colour is only a second cue); none: no chip. */
function Flags({ row, sameStageSessions }: { row: ReadingOverviewRowDto; sameStageSessions: number }) {
  const { t } = useTranslation();
  if (row.flags.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {row.flags.map((f) => (
        <Chip key={f} size="small" color="warning" variant="outlined" label={flagLabel(t, f, sameStageSessions)} />
      ))}
    </Box>
  );
}
