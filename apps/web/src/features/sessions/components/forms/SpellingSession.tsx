import { Alert, Box } from '@mui/material';
import type { SpellingPerformance } from '@school-ops/shared';
import { useEffect, useRef, useState } from 'react';
import { useSchemaSoon } from '../../../../components/form/lazy-schema.ts';
import { sessionSchemas } from '../../lazy-schemas.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useNotify } from '../../../../lib/status.ts';
import { doneText, useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { ChooseWords } from '../spelling/ChooseWords.tsx';
import { SpellingSummary } from '../spelling/SpellingSummary.tsx';
import {
  actions,
  advance,
  draftFromPrior,
  formBody,
  isDraft,
  newDraft,
  phonicsOf,
  type SpellingDraft,
} from '../spelling/state.ts';
import { useSpaceKey } from '../useSpaceKey.ts';
import { WordStep } from '../spelling/WordStep.tsx';
import { prior, type SessionFormProps } from './types.ts';

/**
 * The spelling and blending test (docs/product.md §2.6 and §5.11): choose 5 words of the student's category,
 * step through each word's phonics marking them right or wrong, star the words read correctly,
 * then submit. Every step is kept on the device until it is submitted.
 */
export function SpellingSession({ session, material, onDone }: SessionFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const category = material.spellingCategory;
  const words = category?.words ?? [];
  const submit = useSubmitPerformance(session.id, 'spelling');
  useSchemaSoon(sessionSchemas);
  const [stored, setDraft, clearDraft] = useDraft<SpellingDraft>(session.id, 'spelling', () => {
    const earlier = prior<SpellingPerformance>(session, 'spelling');
    return earlier ? draftFromPrior(earlier) : newDraft(words);
  });
  const draft = isDraft(stored) ? stored : newDraft(words);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirmRestart, setConfirmRestart] = useState(false);
  // Keep Space with the test after a tap: the focus leaves the tapped button for the test area,
  // so the next Space is the next step, not a second press of that button.
  const area = useRef<HTMLDivElement>(null);
  const update = (change: (d: SpellingDraft) => SpellingDraft) => {
    setProblems([]);
    setDraft((d) => change(isDraft(d) ? d : newDraft(words)));
    if (draft.phase === 'test') area.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (draft.phase === 'test') area.current?.focus({ preventScroll: true });
  }, [draft.phase]);

  useSpaceKey(draft.phase !== 'summary' && !submit.isPending ? () => update((d) => advance(d, words)) : null);

  if (!category) return <Alert severity="error">{t('reading.spelling.noCategory')}</Alert>;
  if (words.length === 0)
    return <Alert severity="error">{t('reading.spelling.noWords', { category: category.category })}</Alert>;

  const onSubmit = async () => {
    const { spellingFormSchema } = await sessionSchemas();
    const parsed = spellingFormSchema.safeParse(formBody(draft));
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((i) => i.message))]);
      return;
    }
    try {
      const sent = await submit.mutateAsync(formBody(draft));
      clearDraft();
      notify.success(doneText(sent, t('reading.completed')));
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const image = (word: string) => words.find((w) => w.word === word)?.imageUrl ?? null;
  const result = draft.results[draft.current];
  const word = draft.words[draft.current] ?? '';

  return (
    <Box ref={area} tabIndex={-1} aria-label={t('reading.spelling.area')} role="region" sx={{ outline: 'none' }}>
      {draft.phase === 'choose' && (
        <ChooseWords
          category={category.category}
          material={words}
          words={draft.words}
          onChoose={(i, w) => update((d) => actions.choose(d, i, w))}
          onRepick={() => update((d) => actions.repick(d, words))}
          onStart={() => update((d) => actions.start(d, words))}
        />
      )}
      {draft.phase === 'test' && result && (
        <WordStep
          key={draft.current}
          index={draft.current}
          total={draft.words.length}
          word={word}
          phonics={phonicsOf(words, word, result.phonics.length)}
          imageUrl={image(word)}
          result={result}
          onMark={(right) => update((d) => actions.mark(d, right))}
          onFlip={(p) => update((d) => actions.flip(d, d.current, p))}
          onStar={() => update((d) => actions.star(d, d.current))}
          onNext={() => update(actions.next)}
        />
      )}
      {draft.phase === 'summary' && (
        <SpellingSummary
          words={draft.words}
          phonicsOf={(w, n) => phonicsOf(words, w, n)}
          results={draft.results}
          problems={problems}
          busy={submit.isPending}
          onFlip={(w, p) => update((d) => actions.flip(d, w, p))}
          onStar={(w) => update((d) => actions.star(d, w))}
          onSubmit={() => void onSubmit()}
          onRestart={() => setConfirmRestart(true)}
        />
      )}
      <ConfirmDialog
        open={confirmRestart}
        title={t('reading.spelling.confirmRestart.title')}
        message={t('reading.spelling.confirmRestart.message')}
        confirmLabel={t('reading.spelling.confirmRestart.confirm')}
        cancelLabel={t('reading.spelling.confirmRestart.cancel')}
        destructive
        onConfirm={() => {
          setConfirmRestart(false);
          update(actions.restart);
        }}
        onCancel={() => setConfirmRestart(false)}
      />
    </Box>
  );
}
