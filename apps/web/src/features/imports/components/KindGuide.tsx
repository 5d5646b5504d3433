import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { IMPORT_COLUMNS, importTemplate, type ImportKind } from '@school-ops/shared';
import { Fragment, useId, type ReactNode } from 'react';
import { columnHelp, isRequiredColumn, KIND_EXPLANATIONS, templateFileName } from '../kinds.ts';
import { downloadText } from '../report.ts';

/**
 * What a kind of file holds: the explanation, its columns and what each accepts, a template, and
 * `children` (the upload). The columns are a description list: two columns on a tablet, one on a phone.
 */
export function KindGuide({ kind, children }: { kind: ImportKind; children?: ReactNode }) {
  const id = useId();
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{KIND_EXPLANATIONS[kind]}</Typography>
      <Typography id={id} variant="h3" component="h3" gutterBottom>
        Columns
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The first line names the columns, in any order; other columns are ignored. An optional column left out keeps
        what is stored. Save from Excel as CSV UTF-8.
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
                {column}
              </Box>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({isRequiredColumn(kind, column) ? 'required' : 'optional'})
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
          onClick={() => downloadText(importTemplate(kind), templateFileName(kind))}
        >
          Download template
        </Button>
      </Box>
    </Box>
  );
}
