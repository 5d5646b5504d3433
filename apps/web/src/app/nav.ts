import { mayOpen, NAV_GROUPS, SCREENS, type UserDto } from '@school-ops/shared';

export interface NavItem {
  to: string;
  label: string;
  visible(user: UserDto): boolean;
}

/** The drawer: each declared screen with an entry, shown to whom may open it (packages/shared/src/screens.ts). */
export const NAV_SECTIONS: { heading: string; items: NavItem[] }[] = NAV_GROUPS.map((heading) => ({
  heading,
  items: SCREENS.flatMap((screen) =>
    'nav' in screen && screen.nav.group === heading
      ? [{ to: screen.path, label: screen.nav.label, visible: (user: UserDto) => mayOpen(screen.access, user) }]
      : [],
  ),
}));
