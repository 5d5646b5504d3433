import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { seededRandom, sessionRunKey, type AbcPerformance } from '@school-ops/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { i18n, useTranslation } from '../../../../lib/i18n/index.ts';
import { useNotify } from '../../../../lib/status.ts';
import { doneText, useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { AbcForm } from '../abc/AbcForm.tsx';
import { MissedReview } from '../abc/MissedReview.tsx';
import {
  ABC_KIND_TEXT,
  abcSetting,
  draftFits,
  formFromTests,
  newDraft,
  reviewDraft,
  spreadMissed,
  type AbcDraft,
  type AbcPhase,
  type AbcSetting,
} from '../abc/model.ts';
import { RandomTest } from '../abc/RandomTest.tsx';
import { SpreadTest } from '../abc/SpreadTest.tsx';
import { prior, type SessionFormProps } from './types.ts';

/** Each step's heading ("Step 1 of 4: Spread letters test"). */
const STEPS: Record<AbcPhase, () => string> = {
  spread: () => i18n.t('reading.abc.heading.spread'),
  review: () => i18n.t('reading.abc.heading.review'),
  random: () => i18n.t('reading.abc.heading.random'),
  form: () => i18n.t('reading.abc.heading.form'),
};

/**
 * An ABC session (docs/product.md §2.6, issue 5): the spread-letters test, a review of its missed letters
 * with audio, the random-letters test, then the ABC form filled in from the tests. Every step is
 * kept on the device until it is submitted. A supervisor's review starts at the form.
 */
export function AbcSession(props: SessionFormProps) {
  const { t } = useTranslation();
  const setting = abcSetting(props.session.reading);
  if (!setting) return <Alert severity="error">{t('reading.abc.unable')}</Alert>;
  return <AbcFlow {...props} setting={setting} />;
}

function AbcFlow({ session, onDone, setting }: SessionFormProps & { setting: AbcSetting }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { kind, letters } = setting;
  const modifying = session.status === 'modifying';
  // Drawn from the session's own seed: a reload, or another device, asks the letters in the same order.
  const start = () =>
    modifying
      ? reviewDraft(letters, prior<AbcPerformance>(session, 'abc'))
      : newDraft(letters, seededRandom(sessionRunKey(session, 'abc')));
  const [stored, setDraft, clearDraft] = useDraft<AbcDraft>(session.id, 'abc', start);
  // A draft drawn for other letters (the student's setting changed) starts over.
  const [fresh] = useState(start);
  const draft = draftFits(stored, letters) ? stored : fresh;
  const update = (next: Partial<AbcDraft>) => setDraft({ ...draft, ...next });
  const submit = useSubmitPerformance(session.id, 'abc');
  const [confirmRestart, setConfirmRestart] = useState(false);
  // The form remounts with the values of the tests each time it is reached from them.
  const [formKey, setFormKey] = useState(0);

  const heading = STEPS[draft.phase];
  const missed = spreadMissed(draft.spread);

  const onSubmit = async (values: AbcDraft['form']) => {
    try {
      const sent = await submit.mutateAsync(values);
      clearDraft();
      notify.success(doneText(sent, modifying ? t('reading.abc.reviewSaved') : t('reading.completed')));
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={ABC_KIND_TEXT[kind]()} />
        <Chip label={t('reading.abc.letters', { count: letters, last: String.fromCharCode(96 + letters) })} />
      </Box>
      <Typography variant="h3" component="h3">
        {heading()}
      </Typography>

      {draft.phase === 'spread' && (
        <SpreadTest
          state={draft.spread}
          kind={kind}
          onChange={(spread) => update({ spread })}
          onDone={() => update({ phase: 'review' })}
        />
      )}
      {draft.phase === 'review' && (
        <MissedReview
          missed={missed}
          total={draft.spread.letters.length}
          kind={kind}
          onNext={() => update({ phase: 'random' })}
        />
      )}
      {draft.phase === 'random' && (
        <RandomTest
          state={draft.random}
          kind={kind}
          onChange={(random) => update({ random })}
          onDone={() => {
            setFormKey((k) => k + 1);
            update({ phase: 'form', form: formFromTests(draft) });
          }}
        />
      )}
      {draft.phase === 'form' && (
        <AbcForm
          key={formKey}
          letters={letters}
          values={draft.form}
          onChange={(form) => update({ form })}
          onSubmit={onSubmit}
          busy={submit.isPending}
          actions={
            <Button variant="text" onClick={() => setConfirmRestart(true)} sx={{ minHeight: 48 }}>
              {modifying ? t('reading.abc.runTests') : t('reading.abc.runAgain')}
            </Button>
          }
        />
      )}
      <ConfirmDialog
        open={confirmRestart}
        title={t('reading.abc.confirmRestart.title')}
        message={t('reading.abc.confirmRestart.message')}
        confirmLabel={t('reading.abc.runAgain')}
        cancelLabel={t('reading.abc.confirmRestart.cancel')}
        onCancel={() => setConfirmRestart(false)}
        onConfirm={() => {
          setConfirmRestart(false);
          setDraft({ ...newDraft(letters), form: draft.form });
        }}
      />
    </Box>
  );
}
