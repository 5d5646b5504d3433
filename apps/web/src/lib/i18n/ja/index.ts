/* The catalog of one language: one file per area (the keys at its top are that area's own), merged here. */
import common from './common.json';
import errors from './errors.json';
import offline from './offline.json';
import auth from './auth.json';
import me from './me.json';
import components from './components.json';
import home from './home.json';
import sessions from './sessions.json';
import reading from './reading.json';
import journey from './journey.json';
import shifts from './shifts.json';
import pickups from './pickups.json';
import activities from './activities.json';
import settings from './settings.json';
import books from './books.json';
import spellingCategories from './spellingCategories.json';
import students from './students.json';
import teachers from './teachers.json';
import users from './users.json';
import links from './links.json';
import manuals from './manuals.json';
import imports from './imports.json';
import audit from './audit.json';
import reports from './reports.json';

export default {
  ...common,
  ...errors,
  ...offline,
  ...auth,
  ...me,
  ...components,
  ...home,
  ...sessions,
  ...reading,
  ...journey,
  ...shifts,
  ...pickups,
  ...activities,
  ...settings,
  ...books,
  ...spellingCategories,
  ...students,
  ...teachers,
  ...users,
  ...links,
  ...manuals,
  ...imports,
  ...audit,
  ...reports,
};

/** The files, for the test that no two of them hold the same top-level key. */
export const parts = {
  common,
  errors,
  offline,
  auth,
  me,
  components,
  home,
  sessions,
  reading,
  journey,
  shifts,
  pickups,
  activities,
  settings,
  books,
  spellingCategories,
  students,
  teachers,
  users,
  links,
  manuals,
  imports,
  audit,
  reports,
};
