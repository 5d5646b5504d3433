export * from './users.ts';
export * from './audit.ts';
export * from './login-throttle.ts';
export * from './books.ts';
export * from './spelling-categories.ts';
export * from './students.ts';
export * from './links.ts';
export * from './manuals.ts';
