// The spelling-categories feature's public surface: other features use these, never its other files.
export { spellingCategoriesRoutes } from './routes.ts';
export { createSpellingCategoriesService, type SpellingCategoriesService } from './service.ts';
export {
  categoryExists as spellingCategoryExists,
  countAll as countSpellingCategories,
  findById as findSpellingCategoryById,
  insertCategory as insertSpellingCategory,
  listCategoryIds as listSpellingCategoryIds,
  spellingCategoriesForJoins,
} from './repository.ts';
export {
  presentCategories as presentSpellingCategories,
  presentCategory as presentSpellingCategory,
} from './presenter.ts';
