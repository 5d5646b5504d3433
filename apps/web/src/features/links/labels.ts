import { LINK_VISIBILITY, type LinkFieldsInput } from '@school-ops/shared';
import { useTranslation } from '../../lib/i18n/index.ts';

export const VISIBILITY_OPTIONS = LINK_VISIBILITY;

/** Who sees a link, as the 'Visible to' select offers it (English: LINK_VISIBILITY's labels, labels.test.ts). */
export function useVisibilityChoices() {
  const { t } = useTranslation();
  const label = (role: number) =>
    role === 3
      ? t('links.visibility.partTimers')
      : role === 2
        ? t('links.visibility.fullTimers')
        : t('links.visibility.schoolManagers');
  return LINK_VISIBILITY.map((v) => ({ value: v.role, label: label(v.role) }));
}

export const emptyLink = (): LinkFieldsInput => ({ title: '', url: '', role: 3 });

/** The host of a URL, to show under a title; the whole URL when it cannot be parsed. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
