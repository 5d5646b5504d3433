import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { siteOrigin } from '../../../lib/render-context.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCalendarSubscription, useRenewCalendar } from '../api.ts';

/** The feed's address on this site: calendar apps need it whole. */
const feedUrl = (path: string) => new URL(path, siteOrigin()).href;

/**
 * Issue 22: one's confirmed shifts and pick-ups as a calendar subscription (decision 0034). The URL is private;
 * renewing it, once confirmed, makes the old one stop working everywhere it was added.
 */
export function CalendarCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useCalendarSubscription();
  const renew = useRenewCalendar();
  const [asking, setAsking] = useState(false);
  const url = query.data ? feedUrl(query.data.path) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('me.calendar.copied'));
    } catch {
      notify.error(t('me.calendar.copyFailed'));
    }
  };

  const confirmRenew = async () => {
    try {
      await renew.mutateAsync();
      setAsking(false);
      notify.success(t('me.calendar.renewed'));
    } catch (err) {
      setAsking(false);
      notify.error((err as Error).message);
    }
  };

  return (
    <Card component="section" aria-labelledby="calendar-heading" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent>
        <Typography variant="h2" component="h2" id="calendar-heading" gutterBottom>
          {t('me.calendar.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('me.calendar.intro')}</Typography>
        {query.isPending && <Loading />}
        {query.isError && <ErrorText error={query.error} />}
        {query.data && (
          <>
            <TextField
              label={t('me.calendar.url')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
              onFocus={(e) => e.target.select()}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button variant="contained" onClick={() => void copy()}>
                {t('me.calendar.copy')}
              </Button>
              <Button color="error" onClick={() => setAsking(true)}>
                {t('me.calendar.renew')}
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('me.calendar.howTo')}
            </Typography>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={t('me.calendar.renewTitle')}
        message={t('me.calendar.renewMessage')}
        confirmLabel={t('me.calendar.renew')}
        destructive
        busy={renew.isPending}
        onConfirm={() => void confirmRenew()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
