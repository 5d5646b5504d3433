import { LANGUAGES } from '@school-ops/shared';
import { chooseSignInLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import './language-switch.css';

/**
 * English / 日本語 on the sign-in page, before anyone is known: the page follows the browser's language
 * until this is used; the sign-in sends the choice (stored for a person who never chose one).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const names = { en: t('language.en'), ja: t('language.ja') };
  return (
    <div className="so-lang" role="group" aria-label={t('signIn.languages')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="so-lang__button"
          aria-pressed={i18n.language === language}
          onClick={() => void chooseSignInLanguage(language)}
        >
          {names[language]}
        </button>
      ))}
    </div>
  );
}
