import { StartupSplash } from '../../features/startup/startup-splash';

/** Fills the screen while the first page's code arrives: the splash the page opened with. */
export function RouteLoading() {
  return <StartupSplash />;
}
