import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { IMPORT_COLUMNS, importColumnHeader, type ImportKind } from '@school-ops/shared';
import { Fragment, useId, type ReactNode } from 'react';
import { currentLanguage, isLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { isRequiredColumn, templateFileName, useImportWords } from '../kinds.ts';
import { downloadText, withBom } from '../report.ts';

/**
 * What a kind of file holds: the explanation, its columns and what each accepts, a template, and
 * `children` (the upload). The columns are a description list: two columns on a tablet, one on a phone.
 */
export function KindGuide({ kind, children }: { kind: ImportKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const { explanation, columnHelp } = useImportWords();
  const id = useId();
  // The file's column names: in Japanese the Japanese template's headers (the server reads both).
  const reading = currentLanguage();
  const language = isLanguage(reading) ? reading : 'en';
  // The template is written by the CSV library, loaded on the first download (../csv.ts).
  const downloadTemplate = async (excel: boolean) => {
    const { importTemplate } = await import('../csv.ts');
    const csv = importTemplate(kind, undefined, language);
    downloadText(excel ? csv : withBom(csv, false), templateFileName(kind));
  };
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{explanation(kind)}</Typography>
      <Typography id={id} variant="h3" component="h3" gutterBottom>
        {t('imports.guide.columns')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('imports.guide.columnsHelp')}
      </Typography>
      <Box
        component="dl"
        aria-labelledby={id}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
          columnGap: 3,
          m: 0,
          mb: 2,
          '& dt, & dd': { m: 0, py: 1, borderBottom: 1, borderColor: 'divider' },
          // On a phone a column's name and what it accepts read as one entry, with one line under both.
          '& dt': { borderBottomWidth: { xs: 0, sm: 1 }, pb: { xs: 0, sm: 1 } },
        }}
      >
        {IMPORT_COLUMNS[kind].map((column) => (
          <Fragment key={column}>
            <dt>
              <Box component="code" sx={{ fontSize: '0.95rem', fontWeight: 600 }}>
                {importColumnHeader(column, language)}
              </Box>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {isRequiredColumn(kind, column) ? t('imports.guide.required') : t('imports.guide.optional')}
              </Typography>
            </dt>
            <dd>{columnHelp(kind, column)}</dd>
          </Fragment>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {children}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => void downloadTemplate(false)}
        >
          {t('imports.guide.downloadTemplate')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={() => void downloadTemplate(true)}>
          {t('imports.guide.downloadTemplateExcel')}
        </Button>
      </Box>
    </Box>
  );
}
