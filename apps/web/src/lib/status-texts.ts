import { i18n } from './i18n/index.ts';

/**
 * The API client's own texts (docs/product.md §8.1) in the reader's language, read when a failure is mapped:
 * the same names as the shared `MSG`, whose English they are.
 */
export const STATUS_TEXTS = {
  get somethingWentWrong() {
    return i18n.t('status.somethingWentWrong');
  },
  get invalidCredentials() {
    return i18n.t('status.invalidCredentials');
  },
  get pageNotFound() {
    return i18n.t('status.pageNotFound');
  },
  get sessionExpired() {
    return i18n.t('status.sessionExpired');
  },
  /** No network, and nothing of it kept on this device (issue 20). */
  get offlineNotKept() {
    return i18n.t('offline.notKept');
  },
  get requestedDataNotFound() {
    return i18n.t('status.requestedDataNotFound');
  },
};
