import { afterEach, describe, expect, it } from 'vitest';
import type { SceneSpec } from '../scene-spec.js';
import { createAiProviders } from './ai-providers.js';
import { hostedAiConfig, startFakeOpenAi, type FakeOpenAiServer } from './fake-openai-server.js';
import { generatePicture } from './generate-picture.js';
import { narrate } from './speech-input.js';
import type { MarkupEvent } from './story-markup.js';
import { streamStoryText } from './stream-story-text.js';

let server: FakeOpenAiServer;
afterEach(() => server.close());

const SCENE: SceneSpec = {
  setting: 'forest',
  timeOfDay: 'evening',
  mood: 'cosy',
  weather: 'clear',
  characters: [{ kind: 'troll', name: 'Tor', role: 'hero' }],
  objects: ['lantern'],
  caption: 'A troll with a lantern in the forest',
};

const ANSWER = [
  'TITLE: Tor and the Lantern\n\n',
  'Tor the troll lived in a deep, green forest.\n',
  `SCENE: ${JSON.stringify(SCENE)}\n\n`,
  'One evening he found a lantern.\n',
].join('');

describe('hosted providers against a local OpenAI-compatible server', () => {
  it('streams a story from chat completions and parses it while it arrives', async () => {
    server = await startFakeOpenAi({ chat: () => ANSWER, chunkSize: 5 });
    const ai = createAiProviders(hostedAiConfig(server.baseUrl));
    expect(ai.kinds).toEqual({
      text: 'hosted',
      image: 'hosted',
      speech: 'hosted',
      moderation: 'hosted',
    });
    const events: MarkupEvent[] = [];
    await streamStoryText({
      model: ai.text,
      input: {
        request: {
          language: 'en',
          age: 6,
          genre: 'FANTASY',
          length: 'SHORT',
          description: 'A troll called Tor',
          seed: 's',
        },
        taken: [],
      },
      firstIndex: 0,
      signal: new AbortController().signal,
      onEvent: async (event) => {
        events.push(event);
      },
    });
    expect(events[0]).toEqual({ type: 'title', title: 'Tor and the Lantern' });
    const paragraphs = events.filter((e) => e.type === 'paragraph');
    expect(paragraphs.map((p) => [p.text, p.scene])).toEqual([
      ['Tor the troll lived in a deep, green forest.', SCENE],
      ['One evening he found a lantern.', undefined],
    ]);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(4);

    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'fake-story-model', stream: true });
    const messages = JSON.stringify(request?.body.messages);
    expect(messages).toContain('TITLE:');
    expect(messages).toContain('A troll called Tor');
  });

  it('makes a picture with the images API from the scene', async () => {
    server = await startFakeOpenAi();
    const ai = createAiProviders(hostedAiConfig(server.baseUrl));
    const picture = await generatePicture(
      ai.image,
      { kind: 'scene', scene: SCENE, seed: 'x' },
      { size: '512x512' },
    );
    expect(picture.extension).toBe('png');
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/images/generations');
    expect(request?.body).toMatchObject({ model: 'fake-image-model', size: '512x512', n: 1 });
    expect(String(request?.body.prompt)).toContain(SCENE.caption);
  });

  it('narrates with the speech API and estimates word timings by characters', async () => {
    server = await startFakeOpenAi();
    const ai = createAiProviders(hostedAiConfig(server.baseUrl));
    const text = 'Tor found a lantern.\n\nIt glowed all night long.';
    const narration = await narrate(ai.speech, {
      text,
      language: 'en',
      voice: 'en-gb+m3',
      gender: 'MALE',
    });
    const [request] = server.requests;
    expect(request?.body).toMatchObject({ model: 'fake-tts', voice: 'onyx', input: text });
    expect(narration.durationMs).toBeGreaterThan(1000);
    const words = narration.words.map((w) => text.slice(w.start, w.end));
    expect(words).toEqual(['Tor', 'found', 'a', 'lantern', 'It', 'glowed', 'all', 'night', 'long']);
    const starts = narration.words.map((w) => w.startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(narration.words.at(-1)?.endMs).toBeLessThanOrEqual(narration.durationMs);
  });

  it('asks the moderation endpoint and reports what it flagged', async () => {
    server = await startFakeOpenAi({ flagged: ['scary-thing'] });
    const ai = createAiProviders(hostedAiConfig(server.baseUrl));
    await expect(ai.moderator?.moderate('a kind story')).resolves.toEqual({
      flagged: false,
      categories: [],
    });
    await expect(ai.moderator?.moderate('a scary-thing story')).resolves.toEqual({
      flagged: true,
      categories: ['violence'],
    });
  });

  it('fails the call when the API answers with an error', async () => {
    server = await startFakeOpenAi({ failures: { '/v1/chat/completions': 401 } });
    const ai = createAiProviders(hostedAiConfig(server.baseUrl));
    const call = streamStoryText({
      model: ai.text,
      input: {
        request: {
          language: 'en',
          age: 6,
          genre: 'FUNNY',
          length: 'SHORT',
          description: '',
          seed: 's',
        },
        taken: [],
      },
      firstIndex: 0,
      signal: new AbortController().signal,
      onEvent: async () => {},
    });
    await expect(call).rejects.toThrow();
  });
});
