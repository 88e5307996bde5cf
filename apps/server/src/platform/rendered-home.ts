import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppLinksResponse } from '@monstory/contracts/app-links';
import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import type { StorySummary } from '@monstory/contracts/library';
import { parseAcceptLanguage } from './accept-language.js';

// A visitor's Home, rendered here from the web app's own components (docs/decisions/
// 0013-rendered-home.md): the page is all on screen before any script has run, and the browser
// hydrates it on the visitor's first touch. The renderer is the web build's server module
// (apps/web/dist-ssr/render-home.js, next to the web build's dist/).

/** What Home shows that the server knows: the same answers its three calls would get. */
export interface HomeFacts {
  providers: () => AuthProvidersResponse;
  appLinks: () => AppLinksResponse;
  exampleStories: (language: string) => Promise<StorySummary[]>;
}

interface HomeState {
  language: string;
  providers: AuthProvidersResponse;
  exampleStories: StorySummary[];
  appLinks: AppLinksResponse;
}

/** The web build's server module (src/prerender/render-home.tsx). */
interface HomeRenderModule {
  homeLanguage: (cookieHeader: string | undefined, preferences: readonly string[]) => string;
  renderHome: (state: HomeState) => Promise<{ html: string; title: string }>;
}

export interface RenderedHomePage {
  language: string;
  /** Markup for `<div id="root">`. */
  html: string;
  title: string;
  /** What the browser hydrates with, as JSON safe inside a `<script>` element. */
  stateJson: string;
}

export interface HomeRequest {
  acceptLanguage: string | undefined;
  cookie: string | undefined;
}

export type HomeRenderer = (request: HomeRequest) => Promise<RenderedHomePage>;

/** Pages kept: a few languages, each with the example stories of the moment. */
const CACHE_SIZE = 8;

/** JSON that cannot end the `<script>` element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The module path for a web build in `webDistDir`. */
export function homeRenderModulePath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'render-home.js');
}

/**
 * Null when the web build has no server module (the dev server, or a build from before it):
 * then Home is the app's to draw, as every other page.
 */
export async function loadHomeRenderer(
  modulePath: string,
  facts: HomeFacts,
): Promise<HomeRenderer | null> {
  if (!fs.existsSync(modulePath)) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as HomeRenderModule;
  const pages = new Map<string, Promise<RenderedHomePage>>();

  return async ({ acceptLanguage, cookie }) => {
    // A language chosen on the device comes as a cookie; should it be missing, the browser
    // finds the page in the wrong language (start/rendered-home.ts) and starts the app instead.
    const language = module.homeLanguage(cookie, parseAcceptLanguage(acceptLanguage));
    const state: HomeState = {
      language,
      providers: facts.providers(),
      exampleStories: await facts.exampleStories(language),
      appLinks: facts.appLinks(),
    };
    const stateJson = scriptSafeJson(state);
    const key = stateJson;
    let page = pages.get(key);
    if (!page) {
      // Rendered from the very JSON the browser hydrates with, so the two cannot differ.
      page = module
        .renderHome(JSON.parse(stateJson) as HomeState)
        .then(({ html, title }) => ({ language, html, title, stateJson }));
      page.catch(() => pages.delete(key));
      pages.set(key, page);
      if (pages.size > CACHE_SIZE) pages.delete(pages.keys().next().value as string);
    }
    return page;
  };
}
