import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Popover, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function HelpPopover() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={t('sessions.help.label')} onClick={(e) => setAnchor(e.currentTarget)}>
        <HelpOutlineIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Typography component="div" sx={{ p: 2, maxWidth: 340 }}>
          <strong>{t('sessions.help.title')}</strong>
          <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
            <li>{t('sessions.help.start')}</li>
            <li>{t('sessions.help.work')}</li>
            <li>{t('sessions.help.submit')}</li>
          </ol>
          <p style={{ margin: '8px 0 0' }}>{t('sessions.help.reset')}</p>
        </Typography>
      </Popover>
    </>
  );
}
