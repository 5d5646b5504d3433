// The links feature's public surface: other code (the demo seed) uses these, never its other files.
export { countLinks, insertLinks } from './repository.ts';
export { presentLink } from './presenter.ts';
export { linksRoutes } from './routes.ts';
export { createLinksService, type LinksService } from './service.ts';
