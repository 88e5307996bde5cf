import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AppLinksResponse } from '@monstory/contracts/app-links';
import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import { languageFromCookie, pickInitialLanguage } from '@monstory/contracts/language';
import type { StorySummary } from '@monstory/contracts/library';
import { parseAcceptLanguage } from './accept-language.js';

// A visitor's Home, rendered from the web app's own components (docs/decisions/
// 0013-rendered-home.md): the page is all on screen before any script has run, and the browser
// hydrates it on the visitor's first touch. The renderer is the web build's server module
// (apps/web/dist-ssr/render-home.js, next to the web build's dist/), run in a short-lived worker
// thread: React's server renderer then neither blocks the event loop nor stays in memory.

/** What Home shows that the server knows: the same answers its three calls would get. */
export interface HomeFacts {
  providers: () => AuthProvidersResponse;
  appLinks: () => AppLinksResponse;
  exampleStories: (language: string) => Promise<StorySummary[]>;
}

export interface HomeState {
  language: string;
  providers: AuthProvidersResponse;
  exampleStories: StorySummary[];
  appLinks: AppLinksResponse;
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

/** Renders one state to `{ html, title }`. */
export type RenderInWorker = (state: HomeState) => Promise<{ html: string; title: string }>;

/**
 * How long a rendered page is sent without a look at its facts. Example stories' read counts
 * and ratings change with every reader: at most one render per language a minute, in the
 * background while the page before is still sent, and none when nothing it shows changed.
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

// The worker imports the web build's module and renders once. A script of its own (eval) keeps
// it out of the server's bundle, which has no React in it.
const WORKER_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.moduleUrl)
  .then((module) => module.renderHome(workerData.state))
  .then(
    (page) => parentPort.postMessage({ ok: true, page }),
    (error) => parentPort.postMessage({ ok: false, message: String((error && error.stack) || error) }),
  );
`;

/** Each render in a worker thread of its own, ended as soon as it answers (about 0.3 s). */
export function renderInWorkerThread(modulePath: string): RenderInWorker {
  const moduleUrl = pathToFileURL(modulePath).href;
  return (state) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: { moduleUrl, state } });
      worker.once('message', (reply: { ok: true; page: { html: string; title: string } }) => {
        void worker.terminate();
        if (reply.ok) resolve(reply.page);
        else
          reject(
            new Error(`Home could not be rendered: ${(reply as { message?: string }).message}`),
          );
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The Home renderer stopped (exit ${code})`)));
    });
}

interface Kept {
  checkedAt: number;
  page: Promise<RenderedHomePage>;
  refreshing?: Promise<void>;
}

/**
 * Null when the web build has no server module (the dev server, or a build from before it):
 * then Home is the app's to draw, as every other page.
 */
export function createHomeRenderer(
  modulePath: string,
  facts: HomeFacts,
  {
    render = renderInWorkerThread(modulePath),
    now = Date.now,
    onRefreshFailed = () => undefined,
  }: {
    render?: RenderInWorker;
    now?: () => number;
    /** A background render failed (the page before is still sent). */
    onRefreshFailed?: (error: unknown) => void;
  } = {},
): HomeRenderer | null {
  if (!fs.existsSync(modulePath)) return null;
  const pages = new Map<string, Kept>();

  async function renderFresh(
    language: string,
    before: Promise<RenderedHomePage> | undefined,
  ): Promise<RenderedHomePage> {
    const state: HomeState = {
      language,
      providers: facts.providers(),
      exampleStories: await facts.exampleStories(language),
      appLinks: facts.appLinks(),
    };
    const stateJson = scriptSafeJson(state);
    const kept = await before?.catch(() => null);
    if (kept?.stateJson === stateJson) return kept;
    // Rendered from the very JSON the browser hydrates with, so the two cannot differ.
    const { html, title } = await render(JSON.parse(stateJson) as HomeState);
    return { language, html, title, stateJson };
  }

  return async ({ acceptLanguage, cookie }) => {
    // The browser's own rule (the web app asks it at start): a language picked on the device
    // comes as a cookie. Should it be missing, the browser finds the page in another language
    // than its own and starts the app instead (start/rendered-home.ts).
    const language = pickInitialLanguage(
      languageFromCookie(cookie),
      parseAcceptLanguage(acceptLanguage),
    );
    const kept = pages.get(language);
    if (!kept) {
      const page = renderFresh(language, undefined);
      const entry: Kept = { checkedAt: now(), page };
      pages.set(language, entry);
      page.catch(() => {
        if (pages.get(language) === entry) pages.delete(language);
      });
      return page;
    }
    if (now() - kept.checkedAt >= FRESH_MS && !kept.refreshing) {
      // The page before is sent meanwhile; the new one replaces it once it is there.
      kept.refreshing = renderFresh(language, kept.page).then(
        (page) => {
          pages.set(language, { checkedAt: now(), page: Promise.resolve(page) });
        },
        (error: unknown) => {
          kept.refreshing = undefined;
          kept.checkedAt = now();
          onRefreshFailed(error);
        },
      );
    }
    return kept.page;
  };
}
