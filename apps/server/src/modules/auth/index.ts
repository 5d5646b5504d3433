// The auth feature's public surface: the authenticate hook reads revocations through it.
export { revokedTokenIds } from './revocation-repository.ts';
