import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';

type Props = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'placeholder' | 'autoComplete' | 'autoFocus' | 'maxLength' | 'autoCapitalize' | 'inputMode'
> & {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
};

/** MUI's outlined text field as plain elements (styles in sign-in.css); the label floats by CSS alone. */
export function LoginField({ label, error, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <div className={error ? 'so-field so-field--error' : 'so-field'}>
      <label className="so-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="so-field__box">
        <input
          id={id}
          className="so-field__input"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helperId : undefined}
          {...input}
        />
        <fieldset aria-hidden="true" className="so-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p className="so-field__helper" id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}
