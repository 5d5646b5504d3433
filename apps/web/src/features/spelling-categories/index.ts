// The spelling categories feature's public surface: the reading form (students) chooses from the list.
export { spellingCategoryQueries } from './api.ts';
