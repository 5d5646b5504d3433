// The spelling-categories feature's public surface: other features use these, never its other files.
export { spellingCategoriesRoutes } from './routes.ts';
export { createSpellingCategoriesService, type SpellingCategoriesService } from './service.ts';
export {
  countAll as countSpellingCategories,
  findById as findSpellingCategoryById,
  insertCategory as insertSpellingCategory,
} from './repository.ts';
export {
  presentCategories as presentSpellingCategories,
  presentCategory as presentSpellingCategory,
} from './presenter.ts';
