export * from './constants.ts';
export * from './messages.ts';
export * from './domain/names.ts';
export * from './domain/access.ts';
export * from './domain/dates.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/users.ts';
