import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type ShiftDto } from '@school-ops/shared';
import { useId } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';
import { clock } from '../texts.ts';

export type ShiftColumn = 'date' | 'start' | 'end' | 'school' | 'from' | 'until';

const HEADINGS: Record<ShiftColumn, () => string> = {
  date: () => i18n.t('shifts.table.date'),
  start: () => i18n.t('shifts.table.start'),
  end: () => i18n.t('shifts.table.end'),
  school: () => i18n.t('shifts.table.school'),
  from: () => i18n.t('shifts.table.from'),
  until: () => i18n.t('shifts.table.until'),
};

const cell = (s: ShiftDto, c: ShiftColumn): string => {
  switch (c) {
    case 'date':
      return formatDate(s.date);
    case 'start':
      return clock(s.startTime);
    case 'end':
      return clock(s.endTime);
    case 'school':
      return s.schoolName ?? i18n.t('shifts.table.unknownSchool');
    case 'from':
      return clock(s.availableFrom);
    case 'until':
      return clock(s.availableUntil);
  }
};

/** A titled table of shifts (My Shifts' Confirmed and Available). */
export function ShiftTable({
  title,
  shifts,
  columns,
  empty,
}: {
  title: string;
  shifts: ShiftDto[];
  columns: ShiftColumn[];
  empty: string;
}) {
  useTranslation();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {shifts.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{HEADINGS[c]()}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shifts.map((s) => (
                <TableRow key={s.id}>
                  {columns.map((c) => (
                    <TableCell key={c} sx={{ whiteSpace: 'nowrap', px: 1 }}>
                      {cell(s, c)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
