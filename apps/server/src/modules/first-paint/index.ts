// The first-paint feature's public surface (decision 0052): a page rendered by the web app's own code.
export { firstPaintRoutes } from './routes.ts';
export { loadRenderer, rendererBeside, type PageRenderer } from './renderer.ts';
