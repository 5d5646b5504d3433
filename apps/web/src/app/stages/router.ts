// A stage of the signed-in code (load-in-stages.ts): importing this module evaluates the signed-in-router chunk.
import { createMemoryRouter, type RouteObject } from 'react-router';

export { createBrowserRouter } from 'react-router';

function throwawayRouter(route: RouteObject) {
  createMemoryRouter([route, { path: '*', element: null }], { initialEntries: ['/warm/1'] }).dispose();
}

/**
 * Throwaway routers, each made in a task of its own before the app's: V8 compiles the router's code (createRouter
 * is one large function) on its first call, and with matching and running a route's loader that first call was one
 * task of ~30 ms on a laptop, blocking time on a phone. The app's router then only does its own work.
 */
export const warmUps = [
  () => throwawayRouter({ path: '/warm/:id', element: null }),
  () => throwawayRouter({ path: '/warm/:id', element: null, loader: () => null }),
];
