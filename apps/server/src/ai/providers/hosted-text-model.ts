import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { HostedModelConfig } from './ai-config.js';

/** An OpenAI-compatible chat model (`POST {TEXT_API_BASE_URL}/chat/completions`, streamed). */
export function createHostedTextModel(config: HostedModelConfig): LanguageModelV3 {
  const provider = createOpenAICompatible({
    name: 'text',
    baseURL: config.baseUrl,
    ...(config.apiKey && { apiKey: config.apiKey }),
  });
  return provider.chatModel(config.model);
}
