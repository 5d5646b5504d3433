import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatClock, formatDate, formatTime } from '../../lib/dates.ts';
import { i18n, useTranslation } from '../../lib/i18n/index.ts';
import { discard, refusalMessage, retry, useOutbox } from '../../lib/outbox/outbox.ts';
import type { WaitingChange } from '../../lib/outbox/store.ts';

/** One line per field of what was sent, as the person typed or chose it. */
export function enteredText(body: unknown): string {
  if (!body || typeof body !== 'object') return String(body ?? '');
  return Object.entries(body as Record<string, unknown>)
    .map(([field, value]) => {
      const shown = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : value;
      return `${field}: ${String(shown ?? '')}`;
    })
    .join('\n');
}

const FORM_WORDS: Record<string, () => string> = {
  abc: () => i18n.t('offline.form.abc'),
  spelling: () => i18n.t('offline.form.spelling'),
  book: () => i18n.t('offline.form.book'),
  nonSystemBook: () => i18n.t('offline.form.nonSystemBook'),
  class: () => i18n.t('offline.form.class'),
};
const STATE_WORDS = {
  waiting: () => i18n.t('offline.state.waiting'),
  sending: () => i18n.t('offline.state.sending'),
  refused: () => i18n.t('offline.state.refused'),
};

function useLabel() {
  const { t } = useTranslation();
  return (change: WaitingChange) => {
    const l = change.label;
    return l.kind === 'sessionForm'
      ? t('offline.label.sessionForm', {
          form: FORM_WORDS[l.form]?.() ?? l.form,
          student: l.student,
          date: formatDate(l.date),
        })
      : t('offline.label.pickupStep', { time: formatClock(l.time), place: l.place, status: l.status });
  };
}

/** The person's waiting changes, each with its state; a refused one with what was entered and what to do. */
export function WaitingChangesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const { changes, sending, needsSignIn } = useOutbox();
  const label = useLabel();
  const [discarding, setDiscarding] = useState<WaitingChange | null>(null);
  const [copied, setCopied] = useState<number | null>(null);

  const copy = async (change: WaitingChange) => {
    await navigator.clipboard?.writeText(`${label(change)}\n${enteredText(change.body)}`).catch(() => undefined);
    setCopied(change.seq);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t('offline.list.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{changes.length > 0 ? t('offline.list.intro') : t('offline.list.empty')}</DialogContentText>
        <List aria-label={t('offline.list.title')}>
          {changes.map((change) => {
            const state = change.refusal ? 'refused' : sending === change.seq ? 'sending' : 'waiting';
            return (
              <ListItem key={change.seq} divider sx={{ display: 'block', px: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, flex: '1 1 12rem' }}>{label(change)}</Typography>
                  <Chip size="small" label={STATE_WORDS[state]()} color={state === 'refused' ? 'error' : 'default'} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('offline.list.savedAt', { time: formatTime(new Date(change.savedAt).toISOString()) })}
                </Typography>
                {change.refusal && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="subtitle2" component="h3">
                      {t('offline.list.whatHappened')}
                    </Typography>
                    <Typography color="error.main">{refusalMessage(change)}</Typography>
                    <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                      {t('offline.list.entered')}
                    </Typography>
                    <Box
                      component="pre"
                      sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.100', p: 1, borderRadius: 1, m: 0, font: 'inherit' }}
                    >
                      {enteredText(change.body)}
                    </Box>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                      <Button variant="outlined" onClick={() => void copy(change)} sx={{ minHeight: 44 }}>
                        {copied === change.seq ? t('offline.list.copied') : t('offline.list.copy')}
                      </Button>
                      <Button variant="outlined" onClick={() => void retry(change.seq)} sx={{ minHeight: 44 }}>
                        {t('offline.list.retry')}
                      </Button>
                      <Button color="error" onClick={() => setDiscarding(change)} sx={{ minHeight: 44 }}>
                        {t('offline.list.discard')}
                      </Button>
                    </Box>
                  </Box>
                )}
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        {needsSignIn && (
          <Button component={RouterLink} to="/logout/expired" onClick={onClose}>
            {t('offline.list.signIn')}
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          {t('offline.list.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={discarding !== null}
        title={t('offline.list.discardTitle')}
        message={t('offline.list.discardMessage')}
        confirmLabel={t('offline.list.discard')}
        cancelLabel={t('offline.list.keep')}
        destructive
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discard(discarding.seq);
          setDiscarding(null);
        }}
      />
    </Dialog>
  );
}
