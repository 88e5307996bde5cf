import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModelV3 } from '@ai-sdk/provider';
import type { HostedModelConfig } from './ai-config.js';

/** An OpenAI-compatible images model (`POST {IMAGE_API_BASE_URL}/images/generations`). */
export function createHostedImageModel(config: HostedModelConfig): ImageModelV3 {
  const provider = createOpenAICompatible({
    name: 'image',
    baseURL: config.baseUrl,
    ...(config.apiKey && { apiKey: config.apiKey }),
  });
  return provider.imageModel(config.model);
}
