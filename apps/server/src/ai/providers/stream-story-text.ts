import type { LanguageModelV3 } from '@ai-sdk/provider';
import { StoryMarkupParser, type MarkupEvent } from './story-markup.js';
import { storyPrompt } from './story-prompt.js';
import { storyTextProviderOptions, type StoryTextInput } from './story-text-input.js';

// One story text call, the same for every text provider: `streamText` with the prompt (for a
// hosted model) and the structured input (for the offline engine), parsed as it streams.

export interface StoryTextCall {
  model: LanguageModelV3;
  input: StoryTextInput;
  /** The index of the first new paragraph (later parts of an interactive story). */
  firstIndex: number;
  signal: AbortSignal;
  /** Awaited in order: the caller may persist before the next event comes. */
  onEvent: (event: MarkupEvent) => Promise<void>;
}

export async function streamStoryText(call: StoryTextCall): Promise<void> {
  const { system, prompt } = storyPrompt(call.input);
  // The AI SDK (a few MB) loads with the first story, not at start.
  const { streamText } = await import('ai');
  const result = streamText({
    model: call.model,
    system,
    prompt,
    providerOptions: storyTextProviderOptions(call.input),
    abortSignal: call.signal,
    maxRetries: 1,
    // Errors come through fullStream below; the default handler would print them.
    onError: () => {},
  });
  const queue: MarkupEvent[] = [];
  const parser = new StoryMarkupParser((event) => queue.push(event), call.firstIndex);
  const drain = async () => {
    for (let event = queue.shift(); event; event = queue.shift()) await call.onEvent(event);
  };
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') parser.push(part.text);
    else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort') throw call.signal.reason ?? new Error('The story was stopped');
    await drain();
  }
  parser.end();
  await drain();
}
