/** The sessions module's public surface (others call it through here only). */
export { STAGES_BY_LEVEL } from './policy.ts';
