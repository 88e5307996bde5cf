import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** Apple's token endpoint, where a sign-in's authorization code becomes its tokens. */
export const APPLE_TOKEN_URL = 'https://appleid.apple.com/auth/token';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The part of Apple's answer the app needs; anything else Apple adds is ignored. */
const AppleTokenResponseSchema = z.object({
  id_token: z.string().max(8192).regex(JWT),
  access_token: z.string().min(1).max(4096),
});

export interface AppleTokens {
  idToken: string;
  accessToken: string;
}

export interface AppleCodeExchange {
  tokenUrl: string;
  /** The Services ID the sign-in was started with, and its client secret (a JWT from Apple's key). */
  clientId: string;
  clientSecret: string;
  code: string;
  /** The return URL the sign-in was started with: Apple compares them. */
  redirectUri: string;
}

const TIMEOUT_MS = 10_000;

/** The tokens for an authorization code, or null when Apple refuses it or cannot be reached. */
export async function exchangeAppleCode(
  exchange: AppleCodeExchange,
  log: FastifyBaseLogger,
): Promise<AppleTokens | null> {
  try {
    const response = await fetch(exchange.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        client_id: exchange.clientId,
        client_secret: exchange.clientSecret,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      // Apple's answer names the reason (invalid_grant, invalid_client…), never a secret.
      const reason = (await response.text()).slice(0, 200);
      log.warn({ status: response.status, reason }, 'Apple refused a sign-in code');
      return null;
    }
    const parsed = AppleTokenResponseSchema.safeParse(await response.json());
    if (!parsed.success) {
      log.warn('Apple answered a sign-in code without the expected tokens');
      return null;
    }
    return { idToken: parsed.data.id_token, accessToken: parsed.data.access_token };
  } catch (error) {
    log.warn({ err: error }, 'Apple could not be asked for a sign-in code’s tokens');
    return null;
  }
}
