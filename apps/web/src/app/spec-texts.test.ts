import { MSG } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/index.ts';
import { PAGE_LOAD_FAILED } from './router.tsx';

/** The shell's, sign-in's, /me's and the shared components' texts that are the spec's own (shared `MSG`). */
const SAME_AS_SPEC = {
  'status.somethingWentWrong': MSG.somethingWentWrong,
  'status.invalidCredentials': MSG.invalidCredentials,
  'status.pageNotFound': MSG.pageNotFound,
  'status.sessionExpired': MSG.sessionExpired,
  'status.requestedDataNotFound': MSG.requestedDataNotFound,
  'errorPage.unauthorized': MSG.unauthorized,
  'signIn.loggingOut': MSG.loggingOut,
  'shell.loading': MSG.loading,
  'components.leaveGuard.unsavedChanges': MSG.unsavedChanges,
  'me.credentialsNotUpdated': MSG.credentialsNotUpdated,
  'errorPage.pageLoadFailed': PAGE_LOAD_FAILED,
} as const;

describe('the catalog’s English of the spec’s texts', () => {
  it('is exactly the shared MSG', () => {
    for (const [key, text] of Object.entries(SAME_AS_SPEC))
      expect([key, i18n.t(key as 'shell.loading', { lng: 'en' })]).toEqual([key, text]);
  });
});
