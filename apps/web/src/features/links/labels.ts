import { LINK_VISIBILITY, type LinkFieldsInput } from '@school-ops/shared';

export const VISIBILITY_OPTIONS = LINK_VISIBILITY;
/** Who sees a link, as the 'Visible to' select offers it. */
export const VISIBILITY_CHOICES = LINK_VISIBILITY.map((v) => ({ value: v.role, label: v.label }));
export const EMPTY_TEXT = 'There are no links available.';
export const emptyLink = (): LinkFieldsInput => ({ title: '', url: '', role: 3 });

/** The host of a URL, to show under a title; the whole URL when it cannot be parsed. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
