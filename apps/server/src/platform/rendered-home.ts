import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import type { AppLinksResponse } from '@monstory/contracts/app-links';
import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import { languageFromCookie, pickInitialLanguage } from '@monstory/contracts/language';
import type { StorySummary } from '@monstory/contracts/library';
import { parseAcceptLanguage } from './accept-language.js';

// A visitor's Home, rendered from the web app's own components (docs/decisions/
// 0013-rendered-home.md): the page is all on screen before any script has run, and the browser
// hydrates it on the visitor's first touch. The renderer is the web build's server module
// (apps/web/dist-ssr/render-home.js, next to the web build's dist/), run in a short-lived child
// process: React's server renderer then neither blocks the event loop nor stays in memory.

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
export type RenderState = (state: HomeState) => Promise<{ html: string; title: string }>;

/**
 * How long a rendered page is sent without a look at its facts. Example stories' read counts
 * and ratings change with every reader: at most one render per language a minute, in the
 * background while the page before is still sent, and none when nothing it shows changed.
 */
const FRESH_MS = 60_000;

/** JSON that cannot end the `<script>` element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The module path for a web build in `webDistDir`. */
export function homeRenderModulePath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'render-home.js');
}

// The child reads the state from stdin, imports the web build's module, renders once and writes
// the page to stdout. A script of its own (-e) keeps React out of the server's bundle. A child
// process rather than a worker thread: a thread's allocations stay with the server's allocator
// after it ends (about 13 MB of idle memory, bench/server-start), a process gives them all back.
const CHILD_SCRIPT = `
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  import(process.argv[1])
    .then((module) => module.renderHome(JSON.parse(input)))
    .then((page) => process.stdout.write(JSON.stringify(page)))
    .catch((error) => {
      process.stderr.write(String((error && error.stack) || error));
      process.exitCode = 1;
    });
});
`;

const RENDER_TIMEOUT_MS = 20_000;

/** Each render in a child process of its own, which exits once it has answered (about 0.3 s). */
export function renderInChildProcess(modulePath: string): RenderState {
  const moduleUrl = pathToFileURL(modulePath).href;
  return (state) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', CHILD_SCRIPT, moduleUrl], {
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: RENDER_TIMEOUT_MS,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0) {
          try {
            resolve(
              JSON.parse(Buffer.concat(out).toString('utf8')) as { html: string; title: string },
            );
            return;
          } catch (error) {
            reject(
              new Error('Home could not be rendered: the renderer answered no page', {
                cause: error,
              }),
            );
            return;
          }
        }
        const reason = Buffer.concat(err).toString('utf8').trim() || `exit ${code ?? signal}`;
        reject(new Error(`Home could not be rendered: ${reason}`));
      });
      // A child that ends before reading its input is reported by 'close'.
      child.stdin.on('error', () => undefined);
      child.stdin.end(JSON.stringify(state));
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
    render = renderInChildProcess(modulePath),
    now = Date.now,
    onRefreshFailed = () => undefined,
  }: {
    render?: RenderState;
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
