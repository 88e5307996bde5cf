import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import capacitorConfig from '../capacitor.config';

// The native journeys run an app built with a native build's provider and store ids in test
// values (.env.e2e, `vite build --mode e2e`). Those values must reach that build only.

const web = join(import.meta.dirname, '..');
const e2eEnv = loadEnv('e2e', web, 'VITE_');
const testValues = Object.values(e2eEnv).filter((value) => /e2e/.test(value));
const packageJson = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the e2e build', () => {
  it('carries the test ids of Google, Apple, Facebook and the stores', () => {
    expect(Object.keys(e2eEnv)).toEqual(
      expect.arrayContaining([
        'VITE_GOOGLE_WEB_CLIENT_ID',
        'VITE_GOOGLE_IOS_CLIENT_ID',
        'VITE_APPLE_SERVICES_ID',
        'VITE_FACEBOOK_APP_ID',
        'VITE_FACEBOOK_CLIENT_TOKEN',
        'VITE_REVENUECAT_IOS_API_KEY',
        'VITE_REVENUECAT_ANDROID_API_KEY',
      ]),
    );
    expect(testValues).toHaveLength(7);
  });

  it.each(['production', 'native', 'development'])('leaves them out of the %s build', (mode) => {
    const values = Object.values(loadEnv(mode, web, 'VITE_'));
    for (const value of testValues) expect(values).not.toContain(value);
  });

  it('writes a folder of its own, which neither the server nor the apps take', () => {
    expect(packageJson.scripts['build:e2e']).toBe('vite build --mode e2e --outDir dist-e2e');
    expect(capacitorConfig.webDir).not.toBe('dist-e2e');
  });
});
