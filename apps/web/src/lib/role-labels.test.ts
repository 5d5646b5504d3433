import { AUTHORITY, AUTHORITY_NAMES, ROLE, ROLE_LABELS, type Authority, type Role } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n/index.ts';
import { authorityLabel, roleLabel } from './role-labels.ts';

const en = i18n.getFixedT('en');

describe('the role and authority words (the catalog is the web’s only source of them)', () => {
  it('say in English exactly what the shared constants say', () => {
    for (const role of Object.values(ROLE) as Role[]) expect(roleLabel(en, role)).toBe(ROLE_LABELS[role]);
    for (const authority of Object.values(AUTHORITY) as Authority[])
      expect(authorityLabel(en, authority)).toBe(AUTHORITY_NAMES[authority]);
  });
});
