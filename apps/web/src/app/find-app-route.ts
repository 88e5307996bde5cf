import { matchRoutes } from 'react-router';
import { APP_ROUTES, NOT_FOUND_ROUTE } from './routes';
import type { AppRoute } from './routes';

const matchable = APP_ROUTES.map((appRoute) => ({ path: appRoute.path, appRoute }));

/** The route table entry that would render `pathname`, ranked the way the router ranks them. */
export function findAppRoute(pathname: string): AppRoute {
  const matches = matchRoutes(matchable, pathname);
  return matches?.at(-1)?.route.appRoute ?? NOT_FOUND_ROUTE;
}
