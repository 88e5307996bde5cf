import { z } from 'zod';
import type { HostedModelConfig } from './ai-config.js';
import { postToHostedApi } from './hosted-fetch.js';

// The provider's moderation endpoint (OpenAI's `/moderations` shape), used beside the word
// lists when MODERATION_API_BASE_URL is set: on story requests and on generated stories.

export interface ModerationResult {
  flagged: boolean;
  /** The categories the provider flagged (for logs; never shown to children). */
  categories: string[];
}

export interface Moderator {
  moderate(input: string, signal?: AbortSignal): Promise<ModerationResult>;
}

const ModerationResponse = z.object({
  results: z
    .array(
      z.object({
        flagged: z.boolean(),
        categories: z.record(z.string(), z.boolean().nullable()).optional(),
      }),
    )
    .min(1),
});

export function createHostedModerator(config: HostedModelConfig): Moderator {
  return {
    async moderate(input, signal) {
      const response = await postToHostedApi(
        config,
        '/moderations',
        { model: config.model, input },
        signal,
      );
      const parsed = ModerationResponse.parse(await response.json());
      const categories = parsed.results.flatMap((result) =>
        Object.entries(result.categories ?? {})
          .filter(([, on]) => on === true)
          .map(([name]) => name),
      );
      return { flagged: parsed.results.some((result) => result.flagged), categories };
    },
  };
}
