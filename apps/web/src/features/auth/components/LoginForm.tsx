import { isSmsIdUsername, LIMITS, type LoginInput } from '@school-ops/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { checkLogin, type LoginErrors } from '../login-check.ts';
import { requestSignIn, type LoginReply } from '../sign-in.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LoginField } from './LoginField.tsx';
import './sign-in.css';

type Values = Required<Omit<LoginInput, 'deviceTokens' | 'language'>>;

// Material icons ErrorOutline, CheckBox and CheckBoxOutlineBlank, as MUI draws them.
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const CHECKED_ICON =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const UNCHECKED_ICON = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

interface Props {
  /** Stores the sign-in and moves on; the button stays disabled until it has settled. */
  onSignedIn: (reply: LoginReply) => void | Promise<void>;
  /** The person started on the form: a hint to fetch what comes after it. */
  onEdit?: () => void;
  /** The form is the app's, with whatever was typed before it came (below). */
  onReady?: () => void;
}

/**
 * Plain state instead of react-hook-form and zod, a plain request instead of a query mutation, and plain
 * elements with one stylesheet instead of MUI: this is the first page a phone loads, and it renders before
 * the router, the query client, MUI and emotion are downloaded (app/sign-in-app.tsx).
 */
export function LoginForm({ onSignedIn, onEdit, onReady }: Props) {
  const [values, setValues] = useState<Values>({ username: '', password: '', stayLoggedIn: false });
  const form = useRef<HTMLFormElement>(null);
  const [adopted, setAdopted] = useState(false);
  // A fresh load shows this form from the HTML before the app's code has come (decision 0062), and the fields take
  // typing meanwhile; hydrating leaves what they hold on screen, so the form takes it as its own.
  useEffect(() => {
    const typed = (name: string) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const username = typed('username');
    const password = typed('password');
    if (username || password) setValues((v) => ({ ...v, username, password }));
    setAdopted(true);
  }, []);
  // After the commit that holds them: a tap kept meanwhile (a submit) is replayed on the form as it now is.
  useEffect(() => {
    if (adopted) onReady?.();
  }, [adopted, onReady]);
  const [errors, setErrors] = useState<LoginErrors>({});
  // As the form did before: messages appear on submit, then follow each field as it is edited.
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation();
  // The checks' messages are the shared schema's English; they show in the reader's language by their codes.
  const translate = useTranslateIssue();
  const fieldError = (message: string | undefined) => message && translate({ message });
  const bySms = isSmsIdUsername(values.username);

  const change = (name: 'username' | 'password', value: string) => {
    onEdit?.();
    const next = { ...values, [name]: value };
    // An SMS ID sign-in never stays logged in (docs/product.md §5).
    if (isSmsIdUsername(next.username)) next.stayLoggedIn = false;
    setValues(next);
    if (submitted) {
      const result = checkLogin(next);
      setErrors((prev) => ({ ...prev, [name]: result.errors?.[name] }));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = checkLogin(values);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    setPending(true);
    setFailure(null);
    try {
      await onSignedIn(await requestSignIn(result.data));
    } catch (err) {
      setFailure((err as Error).message);
      setPending(false);
    }
  };

  return (
    <div className="so-login">
      <form ref={form} className="so-login__card" onSubmit={onSubmit} noValidate>
        <LanguageSwitch />
        <h1 className="so-login__title">{t('signIn.title')}</h1>
        <div className="so-login__stack">
          {failure !== null && (
            <div className="so-alert so-alert--error" role="alert">
              <div className="so-alert__icon">
                <svg className="so-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                  <path d={ERROR_ICON} />
                </svg>
              </div>
              <div className="so-alert__message">{t('signIn.error', { message: failure })}</div>
            </div>
          )}
          <LoginField
            label={t('signIn.username')}
            name="username"
            placeholder={t('signIn.usernamePlaceholder')}
            autoComplete="username"
            autoFocus
            // A fixed HTML limit: a dynamic one would cut a username pasted over digits; validation
            // gives the SMS ID limits their message.
            maxLength={LIMITS.usernameMaxLength}
            autoCapitalize="none"
            value={values.username}
            onChange={(e) => change('username', e.target.value)}
            error={fieldError(errors.username)}
          />
          <LoginField
            label={t('signIn.password')}
            name="password"
            placeholder={t('signIn.passwordPlaceholder')}
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMaxLength}
            inputMode={bySms ? 'numeric' : undefined}
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            error={fieldError(errors.password)}
          />
          <label className={bySms ? 'so-check so-check--disabled' : 'so-check'}>
            <span className="so-check__box">
              <input
                className="so-check__input"
                type="checkbox"
                name="stayLoggedIn"
                disabled={bySms}
                checked={!bySms && values.stayLoggedIn}
                onChange={(e) => setValues((v) => ({ ...v, stayLoggedIn: e.target.checked }))}
              />
              <svg className="so-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                <path d={!bySms && values.stayLoggedIn ? CHECKED_ICON : UNCHECKED_ICON} />
              </svg>
            </span>
            <span className="so-check__label">{t('signIn.stayLoggedIn')}</span>
          </label>
          <button className="so-button" type="submit" disabled={pending}>
            {t('signIn.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
