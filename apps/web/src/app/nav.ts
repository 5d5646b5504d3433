import { mayOpen, NAV_GROUP_LABEL_KEYS, NAV_GROUPS, SCREENS, type UserDto } from '@school-ops/shared';

/** The catalog keys the screens declare for their drawer entries (a key the catalog lacks fails the typecheck). */
type Declared<S> = S extends { nav: { labelKey: infer K } } ? K : never;
export type NavLabelKey = Declared<(typeof SCREENS)[number]>;
export type NavHeadingKey = (typeof NAV_GROUP_LABEL_KEYS)[keyof typeof NAV_GROUP_LABEL_KEYS];

export interface NavItem {
  to: string;
  /** The declared English label, and its key in the catalogs (the drawer shows the key's text). */
  label: string;
  labelKey: NavLabelKey;
  visible(user: UserDto): boolean;
}

/** The drawer: each declared screen with an entry, shown to whom may open it (packages/shared/src/screens.ts). */
export const NAV_SECTIONS: { heading: string; headingKey: NavHeadingKey; items: NavItem[] }[] = NAV_GROUPS.map(
  (heading) => ({
    heading,
    headingKey: NAV_GROUP_LABEL_KEYS[heading],
    items: SCREENS.flatMap((screen) =>
      'nav' in screen && screen.nav.group === heading
        ? [
            {
              to: screen.path,
              label: screen.nav.label,
              labelKey: screen.nav.labelKey,
              visible: (user: UserDto) => mayOpen(screen.access, user),
            },
          ]
        : [],
    ),
  }),
);
