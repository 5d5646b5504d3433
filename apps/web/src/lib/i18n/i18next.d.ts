import 'i18next';
import type en from './en/index.ts';

// Keys are typed from the English catalog: a translation call naming a key it lacks fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
