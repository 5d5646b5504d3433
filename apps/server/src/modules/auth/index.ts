// The auth feature's public surface: the authenticate hook reads revocations through it; the composition root
// builds its service.
export { revokedTokenIds } from './revocation-repository.ts';
export { createAuthService, type AuthService } from './service.ts';
