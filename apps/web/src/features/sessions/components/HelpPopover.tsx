import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Popover, Typography } from '@mui/material';
import { useState } from 'react';

export function HelpPopover() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label="help" onClick={(e) => setAnchor(e.currentTarget)}>
        <HelpOutlineIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Typography component="div" sx={{ p: 2, maxWidth: 340 }}>
          <strong>Running a session</strong>
          <ol style={{ margin: '8px 0 0', paddingLeft: 20 }}>
            <li>
              Press start session when the student sits down. The session is now yours: nobody else can change it.
            </li>
            <li>Work through the test or form for the student's stage. The space key moves a test forward.</li>
            <li>Submit the form to complete the session and return to the list.</li>
          </ol>
          <p style={{ margin: '8px 0 0' }}>Reset session throws away the progress and frees the session again.</p>
        </Typography>
      </Popover>
    </>
  );
}
