import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  IMPORT_COLUMN_LABELS,
  importColumnHeader,
  neutraliseFormula,
  type ImportColumn,
  type ImportRowResult,
} from '@school-ops/shared';
import { useState } from 'react';
import { translateIssue } from '../../../lib/i18n/errors.ts';
import { isLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { ActionChip } from './ActionChip.tsx';

const PAGE_SIZES = [25, 50, 100];

/** File values are shown the way a spreadsheet would safely hold them. */
const label = (row: ImportRowResult) => neutraliseFormula(row.label);

/** The column a row's message names ('time to leave', 'category'), by the name the imports declare for it. */
const COLUMN_BY_LABEL = new Map(
  (Object.entries(IMPORT_COLUMN_LABELS) as [ImportColumn, string][]).map(([column, label]) => [label, column]),
);

/**
 * A column named in a row's message as the template of the reader's language heads it (the guide above shows the
 * same): 種別, not the general カテゴリー of fields.category.
 */
function columnName(label: string, language: string): string | undefined {
  const column = COLUMN_BY_LABEL.get(label);
  return column && isLanguage(language) ? importColumnHeader(column, language) : undefined;
}

function Messages({ row }: { row: ImportRowResult }) {
  const { i18n } = useTranslation();
  if (row.messages.length === 0) return null;
  const field = (label: string) => columnName(label, i18n.language);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {row.messages.map((m, i) => (
        // A coded message reads in the reader's language (decision 0029); one the catalog lacks stays as sent.
        <li key={i}>{neutraliseFormula(translateIssue({ message: m }, { field }) ?? m)}</li>
      ))}
    </Box>
  );
}

/**
 * The rows of a report, one page at a time: a file of 10,000 rows must not become 10,000 rows of
 * DOM. On a phone each row is a small card instead of a table row.
 */
export function ImportRows({ rows, caption }: { rows: ImportRowResult[]; caption: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  // A shorter list (a new filter) must not leave the view on a page past its end.
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const shown = rows.slice(current * pageSize, (current + 1) * pageSize);

  const pagination = rows.length > PAGE_SIZES[0]! && (
    <TablePagination
      component="div"
      count={rows.length}
      page={current}
      onPageChange={(_, p) => setPage(p)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onRowsPerPageChange={(e) => {
        setPageSize(Number(e.target.value));
        setPage(0);
      }}
      labelRowsPerPage={t('imports.rows.rowsPerPage')}
    />
  );

  if (narrow) {
    return (
      <Box>
        <Stack component="ul" aria-label={caption} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((row) => (
            <Card component="li" key={row.line} variant="outlined">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t('imports.rows.lineN', { line: row.line })}
                  </Typography>
                  <ActionChip action={row.action} />
                </Box>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{label(row)}</Typography>
                <Typography component="div" variant="body2" color={row.action === 'error' ? 'error' : 'text.secondary'}>
                  <Messages row={row} />
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
        {pagination}
      </Box>
    );
  }

  return (
    <Box>
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{t('imports.rows.line')}</TableCell>
              <TableCell>{t('imports.rows.action')}</TableCell>
              <TableCell>{t('imports.rows.row')}</TableCell>
              <TableCell>{t('imports.rows.messages')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line}>
                <TableCell sx={{ width: 56 }}>{row.line}</TableCell>
                <TableCell sx={{ width: 110 }}>
                  <ActionChip action={row.action} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{label(row)}</TableCell>
                <TableCell sx={{ color: row.action === 'error' ? 'error.main' : 'text.secondary' }}>
                  <Messages row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Box>
  );
}
