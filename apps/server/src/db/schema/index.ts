export * from './users.ts';
export * from './audit.ts';
export * from './login-throttle.ts';
