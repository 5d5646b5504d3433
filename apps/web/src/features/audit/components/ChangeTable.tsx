import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditChangeDto } from '@school-ops/shared';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** One field's value as a person reads it: text as is, nothing as a dash, a list or record as compact JSON. */
function useValueText() {
  const { t } = useTranslation();
  return (value: unknown, present: boolean) => {
    if (!present) return '';
    if (value === null || value === '') return t('audit.empty');
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    return JSON.stringify(value);
  };
}

/** Before and after, field by field; a secret says only that it changed. */
export function ChangeTable({ changes, labelledBy }: { changes: AuditChangeDto[]; labelledBy: string }) {
  const { t } = useTranslation();
  const text = useValueText();
  if (changes.length === 0) return <Typography color="text.secondary">{t('audit.noChanges')}</Typography>;
  return (
    // Focusable so keyboard users can scroll it on a phone (axe: scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table size="small" sx={{ '& td, & th': { px: 1, verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('audit.field')}</TableCell>
            <TableCell component="th">{t('audit.before')}</TableCell>
            <TableCell component="th">{t('audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((c) => (
            <TableRow key={c.field}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{c.field || '—'}</TableCell>
              {c.redacted ? (
                <TableCell colSpan={2}>
                  <em>{t('audit.redacted')}</em>
                </TableCell>
              ) : (
                <>
                  <TableCell sx={{ wordBreak: 'break-word', color: 'error.dark' }}>
                    {text(c.before, 'before' in c)}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', color: 'success.dark' }}>
                    {text(c.after, 'after' in c)}
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
