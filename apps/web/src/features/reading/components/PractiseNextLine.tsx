import { Alert } from '@mui/material';
import type { PractiseNext } from '@school-ops/shared';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** 'Practise next': the letters and words missed most often lately. */
export function PractiseNextLine({ practiseNext }: { practiseNext: PractiseNext }) {
  const { t } = useTranslation();
  const { letters, words } = practiseNext;
  const parts = [
    letters.length > 0 && t('journey.practise.letters', { letters: letters.join(', ') }),
    words.length > 0 && t('journey.practise.words', { words: words.join(', ') }),
  ].filter(Boolean);
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
      <strong>{t('journey.practise.title')}</strong>{' '}
      {parts.length > 0 ? parts.join(' · ') : t('journey.practise.nothing')}
    </Alert>
  );
}
