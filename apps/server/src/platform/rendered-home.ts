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

/**
 * How long a rendered page is sent as it is. Example stories' read counts and ratings change
 * with every reader; re-rendering on each change would put a render (about 11 ms) on the event
 * loop as often as stories are read. At most one render per language per minute, and a page
 * whose facts did not change is kept on.
 */
const FRESH_MS = 60_000;

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
  now: () => number = Date.now,
): Promise<HomeRenderer | null> {
  if (!fs.existsSync(modulePath)) return null;
  // Imported with the first visitor, not at start: React's server renderer is a few hundred
  // milliseconds of loading that the server's start (≤ 1.5 s, issue 2) does not need.
  let loaded: Promise<HomeRenderModule> | null = null;
  const renderModule = () =>
    (loaded ??= import(pathToFileURL(modulePath).href) as Promise<HomeRenderModule>);
  const pages = new Map<string, { checkedAt: number; page: Promise<RenderedHomePage> }>();

  async function renderFresh(
    language: string,
    previous: Promise<RenderedHomePage> | undefined,
  ): Promise<RenderedHomePage> {
    const state: HomeState = {
      language,
      providers: facts.providers(),
      exampleStories: await facts.exampleStories(language),
      appLinks: facts.appLinks(),
    };
    const stateJson = scriptSafeJson(state);
    const kept = await previous?.catch(() => null);
    if (kept?.stateJson === stateJson) return kept;
    // Rendered from the very JSON the browser hydrates with, so the two cannot differ.
    const module = await renderModule();
    const { html, title } = await module.renderHome(JSON.parse(stateJson) as HomeState);
    return { language, html, title, stateJson };
  }

  return async ({ acceptLanguage, cookie }) => {
    // A language chosen on the device comes as a cookie; should it be missing, the browser
    // finds the page in the wrong language (start/rendered-home.ts) and starts the app instead.
    const { homeLanguage } = await renderModule();
    const language = homeLanguage(cookie, parseAcceptLanguage(acceptLanguage));
    const entry = pages.get(language);
    if (entry && now() - entry.checkedAt < FRESH_MS) return entry.page;
    const page = renderFresh(language, entry?.page);
    pages.set(language, { checkedAt: now(), page });
    page.catch(() => {
      if (pages.get(language)?.page === page) pages.delete(language);
    });
    return page;
  };
}
