import { ExampleStoriesSchema } from '@monstory/contracts/library';
import { createHomeRenderer, homeRenderModulePath } from '../../platform/rendered-home.js';
import type { HomeRenderer } from '../../platform/rendered-home.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { appLinks } from '../app-links/app-links.routes.js';
import { exampleStories } from '../library/library.service.js';

/**
 * Home rendered for visitors (docs/decisions/0013-rendered-home.md), from the answers of the
 * three calls the page makes: the sign-in providers, the store links and the example stories.
 * Null when the web build has no server module; a failure is logged and the app draws Home.
 */
export function homeRenderer(ctx: ServiceContext): HomeRenderer | null {
  const log = (error: unknown) =>
    ctx.log.error({ err: error }, 'Home could not be rendered; the app draws it instead');
  const render = createHomeRenderer(
    homeRenderModulePath(ctx.config.webDistDir),
    {
      providers: () => ctx.identity.providers,
      appLinks: () => appLinks(ctx),
      // Through the schema the API answers with, so the page holds exactly what the call gets.
      exampleStories: async (language) =>
        ExampleStoriesSchema.parse({ items: await exampleStories(ctx, language) }).items,
    },
    { onRefreshFailed: log },
  );
  if (!render) return null;
  return (request) =>
    render(request).catch((error: unknown) => {
      log(error);
      throw error;
    });
}
