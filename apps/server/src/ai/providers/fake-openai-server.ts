import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiConfig } from './ai-config.js';

// For tests: a local HTTP server that speaks the parts of the OpenAI API the hosted providers
// use — chat completions (streamed as server-sent events), image generations, speech and
// moderations — and records what it was asked.

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAiOptions {
  /** What the chat model answers (streamed in pieces of `chunkSize` characters). */
  chat?: (body: Record<string, unknown>) => string;
  chunkSize?: number;
  /** Words that make a moderation come back flagged. */
  flagged?: string[];
  /** Paths that answer this status instead (e.g. `{ '/v1/images/generations': 500 }`). */
  failures?: Record<string, number>;
}

export interface FakeOpenAiServer {
  /** e.g. `http://127.0.0.1:41234/v1` — what *_API_BASE_URL is set to. */
  baseUrl: string;
  requests: FakeRequest[];
  options: FakeOpenAiOptions;
  close(): Promise<void>;
}

/** A 1×1 PNG. */
export const FAKE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Silent MPEG-2 Layer III frames, 22.05 kHz mono 48 kbit/s: 576 samples (≈26 ms) each. */
export function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(156);
  frame.set([0xff, 0xf3, 0x60, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function chatChunks(text: string, size: number): string[] {
  const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'fake-story-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAiServer> {
  const requests: FakeRequest[] = [];
  const state: FakeOpenAiOptions = options;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const body = await readJson(request);
      requests.push({ path, authorization: request.headers.authorization, body });
      const failure = state.failures?.[path];
      if (failure) {
        response.writeHead(failure, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      if (path === '/v1/chat/completions') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const text = state.chat?.(body) ?? 'TITLE: Hello\n\nHello world.';
        for (const piece of chatChunks(text, state.chunkSize ?? 7)) response.write(piece);
        response.end();
      } else if (path === '/v1/images/generations') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ created: 1, data: [{ b64_json: FAKE_PNG.toString('base64') }] }),
        );
      } else if (path === '/v1/audio/speech') {
        const chars = String(body.input ?? '').length;
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        response.end(silentMp3(Math.max(1, Math.round(chars * 2))));
      } else if (path === '/v1/moderations') {
        const input = String(body.input ?? '').toLowerCase();
        const flagged = (state.flagged ?? []).some((word) => input.includes(word));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'modr-fake',
            model: body.model,
            results: [{ flagged, categories: { violence: flagged, sexual: false } }],
          }),
        );
      } else {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    options: state,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every provider hosted at `baseUrl` (the fake's), with models named for what they do. */
export function hostedAiConfig(baseUrl: string): AiConfig {
  const hosted = (model: string) => ({ baseUrl, model, apiKey: 'sk-test' });
  return {
    text: hosted('fake-story-model'),
    image: { ...hosted('fake-image-model'), size: '512x512' },
    speech: { ...hosted('fake-tts'), voices: { FEMALE: 'nova', MALE: 'onyx', NEUTRAL: 'alloy' } },
    moderation: hosted('fake-moderation'),
    offlineTextStreamMs: 0,
    offlineEngineWorkers: 0,
  };
}
