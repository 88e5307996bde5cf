import type { HostedModelConfig } from './ai-config.js';

// The few calls the AI SDK has no model for (speech, moderation) go through this: the same
// authorisation and a readable error that never carries the key.

export class HostedApiError extends Error {
  override name = 'HostedApiError';

  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }

  /** 408, 429 and 5xx are worth another attempt; other refusals are not. */
  get retryable(): boolean {
    const status = this.status;
    return status === undefined || status === 408 || status === 429 || status >= 500;
  }
}

export async function postToHostedApi(
  config: HostedModelConfig,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const url = `${config.baseUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }),
      },
      body: JSON.stringify(body),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new HostedApiError(`Could not reach ${url}: ${reason}`, undefined);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    throw new HostedApiError(`${url} answered ${response.status}: ${text}`, response.status);
  }
  return response;
}
