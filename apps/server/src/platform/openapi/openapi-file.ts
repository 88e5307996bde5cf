import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { OPENAPI_PATH } from './register-openapi.js';
import type { OpenApiDocument } from './openapi-types.js';

/** The committed copy, docs/openapi.json, that `npm run openapi` writes. */
export const OPENAPI_FILE = fileURLToPath(
  new URL('../../../../../docs/openapi.json', import.meta.url),
);

/**
 * The document the embedded default serves (no Stripe, no social providers): built on a fresh
 * SQLite file that is deleted afterwards.
 */
export async function generateOpenApi(): Promise<OpenApiDocument> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'monstory-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      RUN_WORKERS: 'false',
      ACCOUNT_LIFECYCLE_INTERVAL_MS: '0',
    });
    const app = await buildApp(config);
    try {
      const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
      if (response.statusCode !== 200) {
        throw new Error(`GET ${OPENAPI_PATH} → ${response.statusCode}: ${response.body}`);
      }
      return response.json<OpenApiDocument>();
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
