// The one entry for test data: each builder makes the parents it needs when not given them.
export * from './activities.ts';
export * from './books.ts';
export * from './links.ts';
export * from './pickups.ts';
export * from './sessions.ts';
export * from './shifts.ts';
export * from './spelling-categories.ts';
export * from './students.ts';
export * from './tokens.ts';
export * from './users.ts';
