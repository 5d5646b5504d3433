import { lazySchema } from '../../components/form/lazy-schema.ts';

/** The session forms' schemas module, loaded once for all of them. */
export const sessionSchemas = lazySchema(() => import('./schemas.ts'));
