import { Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { LANGUAGES, type Language } from '@school-ops/shared';
import { setLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateLanguage } from '../api.ts';

/** English / 日本語 for the signed-in person: saved at once, on the server, so it follows them to any tablet. */
export function LanguageCard({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const mutation = useUpdateLanguage();
  const names = { en: t('language.en'), ja: t('language.ja') };

  const change = async (next: Language | null) => {
    if (!next || next === language) return;
    try {
      await mutation.mutateAsync({ language: next });
      // The app follows the stored person; once its catalog is in, the toast says so in the new language.
      await setLanguage(next);
      notify.success(i18n.t('language.saved'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Card component="section" aria-labelledby="language-heading">
      <CardContent>
        <Typography variant="h2" component="h2" id="language-heading" gutterBottom>
          {t('language.label')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={language}
          disabled={mutation.isPending}
          onChange={(_, next: Language | null) => void change(next)}
          aria-labelledby="language-heading"
        >
          {LANGUAGES.map((l) => (
            <ToggleButton key={l} value={l} lang={l} sx={{ px: 3 }}>
              {names[l]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </CardContent>
    </Card>
  );
}
