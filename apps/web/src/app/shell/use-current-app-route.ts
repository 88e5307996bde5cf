import { useMatches } from 'react-router';
import { NOT_FOUND_ROUTE } from '../routes';
import type { AppRoute } from '../routes';

/** What the router stores on each matched route, so the shell can read the route table entry. */
export interface AppRouteHandle {
  appRoute: AppRoute;
}

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && 'appRoute' in handle;
}

/** The route table entry of the page on screen. */
export function useCurrentAppRoute(): AppRoute {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isAppRouteHandle(match.handle)) return match.handle.appRoute;
  }
  return NOT_FOUND_ROUTE;
}
