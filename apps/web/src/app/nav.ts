import { AUTHORITY, hasAuthority, hasRole, ROLE, type UserDto } from '@school-ops/shared';

export interface NavItem {
  to: string;
  label: string;
  visible(user: UserDto): boolean;
}

const everyone = () => true;
const supervisors = (u: UserDto) => hasAuthority(u.authority, AUTHORITY.supervisor);
const managers = (u: UserDto) => hasAuthority(u.authority, AUTHORITY.manager);
const teachingRole = (u: UserDto) => hasRole(u.role, ROLE.partTimeTeacher);

/** The drawer follows the route table of docs/product.md §2.1. */
export const NAV_SECTIONS: { heading: string; items: NavItem[] }[] = [
  {
    heading: 'My day',
    items: [
      { to: '/', label: 'Home', visible: everyone },
      { to: '/sessions', label: 'Sessions', visible: everyone },
      { to: '/activities', label: 'Activities', visible: everyone },
      { to: '/my-pickups', label: 'My Pickups', visible: everyone },
      { to: '/my-shifts', label: 'My Shifts', visible: teachingRole },
      { to: '/me', label: 'My Info', visible: everyone },
    ],
  },
  {
    heading: 'Supervise',
    items: [
      { to: '/sessions/check', label: 'Check Sessions', visible: supervisors },
      { to: '/pickups', label: 'Pickups', visible: supervisors },
      { to: '/shifts', label: 'Manage Shifts', visible: supervisors },
      { to: '/shifts/check', label: 'Part-Timer Shifts', visible: supervisors },
      { to: '/students', label: 'Students', visible: supervisors },
      { to: '/books', label: 'Books', visible: supervisors },
      { to: '/spelling-categories', label: 'Spelling Categories', visible: supervisors },
      { to: '/teachers', label: 'Teachers', visible: supervisors },
    ],
  },
  {
    heading: 'Manage',
    items: [
      { to: '/users', label: 'Users', visible: managers },
      { to: '/links', label: 'Welcome Links', visible: managers },
      { to: '/manuals', label: 'Pickup Manuals', visible: managers },
      { to: '/imports', label: 'Imports', visible: managers },
      { to: '/settings', label: 'School Settings', visible: managers },
    ],
  },
];
