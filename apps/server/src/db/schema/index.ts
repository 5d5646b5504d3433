// Every table has one owner (decision 0025): owners.json names, for each table exported here, the folder under
// apps/server/src whose repository alone reads and writes it. Another module asks the owner through its index.ts;
// lint (eslint.layout.js) refuses a module's import of a table it does not own, and db/schema/owners.test.ts
// refuses a table with no owner.
export * from './users.ts';
export * from './audit.ts';
export * from './login-throttle.ts';
export * from './revoked-tokens.ts';
export * from './books.ts';
export * from './spelling-categories.ts';
export * from './students.ts';
export * from './links.ts';
export * from './manuals.ts';
export * from './sessions.ts';
export * from './shifts.ts';
export * from './settings.ts';
export * from './activities.ts';
export * from './pickups.ts';
export * from './imports.ts';
export * from './upload-budget.ts';
export * from './applied-requests.ts';
export * from './calendar.ts';
