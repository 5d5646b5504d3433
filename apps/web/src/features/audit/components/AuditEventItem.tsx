import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { AuditEventDto } from '@school-ops/shared';
import { useId } from 'react';
import { formatDate, formatTime } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useEntityWords } from '../labels.ts';
import { ChangeTable } from './ChangeTable.tsx';

/** One recorded change: when, who, what, on which record; opened, its fields before and after. */
export function AuditEventItem({ event }: { event: AuditEventDto }) {
  const { t } = useTranslation();
  const entityWords = useEntityWords();
  const id = useId();
  const who = event.actor ? (event.actor.name ?? t('audit.formerUser')) : t('audit.system');
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-details`} id={`${id}-summary`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline', minWidth: 0 }}>
          <Typography component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {t('audit.at', { date: formatDate(event.at), time: formatTime(event.at) })}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {who}
          </Typography>
          <Typography component="span">
            {entityWords(event.entity)}{' '}
            <Box component="code" sx={{ fontSize: '0.85em', wordBreak: 'break-all' }}>
              {event.action}
            </Box>
          </Typography>
          {event.entityId && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {t('audit.record', { id: event.entityId })}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <ChangeTable changes={event.changes} labelledBy={`${id}-summary`} />
      </AccordionDetails>
    </Accordion>
  );
}
