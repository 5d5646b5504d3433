import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatTime, type ShiftDto } from '@school-ops/shared';
import { useId } from 'react';

export type ShiftColumn = 'date' | 'start' | 'end' | 'school' | 'from' | 'until';

const HEADINGS: Record<ShiftColumn, string> = {
  date: 'Date',
  start: 'Start',
  end: 'End',
  school: 'School',
  from: 'From',
  until: 'Until',
};

const cell = (s: ShiftDto, c: ShiftColumn): string => {
  switch (c) {
    case 'date':
      return s.date;
    case 'start':
      return formatTime(s.startTime);
    case 'end':
      return formatTime(s.endTime);
    case 'school':
      return s.schoolName ?? 'unknown';
    case 'from':
      return formatTime(s.availableFrom);
    case 'until':
      return formatTime(s.availableUntil);
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
                  <TableCell key={c}>{HEADINGS[c]}</TableCell>
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
