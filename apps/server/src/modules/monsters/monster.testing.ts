import type { ImageModelV3 } from '@ai-sdk/provider';
import { MonsterSchema, type Monster } from '@monstory/contracts/gamification';
import type { App } from '../../app.js';
import { getCreditBalance, grantCredits } from '../credits/credits.service.js';
import { drawMonsterJob } from './monster-draw.job.js';
import type { TestHeaders as Headers } from '../../test/test-users.js';

// Helpers for tests of monsters (and of modules that need one).

export const MONSTER_URL = '/api/profile/gamification/monster';
export const MONSTERS_URL = '/api/profile/gamification/monsters';

export function postMonster(app: App, headers: Headers, description: string) {
  return app.inject({ method: 'POST', url: MONSTER_URL, headers, payload: { description } });
}

/** Builds a monster for the caller; throws unless it was accepted. */
export async function createMonsterFor(
  app: App,
  headers: Headers,
  description: string,
): Promise<Monster> {
  const response = await postMonster(app, headers, description);
  if (response.statusCode !== 202) {
    throw new Error(`POST monster → ${response.statusCode}: ${response.body}`);
  }
  return MonsterSchema.parse(response.json());
}

/** A monster that is READY: built and drawn. */
export async function readyMonsterFor(app: App, headers: Headers, description: string) {
  const monster = await createMonsterFor(app, headers, description);
  await app.jobs.runUntilIdle();
  return monster;
}

export async function listMonsters(app: App, headers: Headers): Promise<Monster[]> {
  const response = await app.inject({ method: 'GET', url: MONSTERS_URL, headers });
  if (response.statusCode !== 200) throw new Error(`GET monsters → ${response.statusCode}`);
  return MonsterSchema.array().parse(response.json().monsters);
}

/** The caller's monster on the profile (null when none is chosen); throws unless it was read. */
export async function profileMonsterOf(app: App, headers: Headers) {
  const response = await app.inject({ method: 'GET', url: MONSTER_URL, headers });
  if (response.statusCode !== 200) throw new Error(`GET monster → ${response.statusCode}`);
  return response.json().monster;
}

export async function giveCredits(app: App, userId: string, amount: number): Promise<void> {
  if (amount > 0) await grantCredits(app.db, app.clock.now(), { userId, amount, reason: 'TEST' });
}

export function balanceOf(app: App, userId: string): Promise<number> {
  return getCreditBalance(app.db, userId, app.clock.now());
}

/** An image model whose every call fails, as a provider or renderer that is down would. */
export function failingImageModel(error = new Error('the renderer is down')): ImageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'test',
    modelId: 'failing',
    maxImagesPerCall: 1,
    doGenerate: () => Promise.reject(error),
  };
}

/** Runs the drawing job through every attempt, moving the clock past each backoff. */
export async function runAllDrawAttempts(app: App, advance: (ms: number) => void) {
  for (let attempt = 0; attempt < drawMonsterJob.maxAttempts; attempt += 1) {
    await app.jobs.runUntilIdle();
    advance(60_000);
  }
}
