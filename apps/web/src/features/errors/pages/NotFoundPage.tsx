import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1" gutterBottom>
        {t('status.pageNotFound')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {t('errorPage.goHome')}
      </Button>
    </Box>
  );
}
