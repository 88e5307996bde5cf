#!/usr/bin/env node
// `npm run native:sync`: stamps the app-link host (PUBLIC_URL, scripts/app-link-host.mjs) into the
// projects, draws the icons and splash screens from the monster (scripts/native-art.mjs), makes the native web build (dist-native, VITE_API_ORIGIN built in), then `cap sync`
// into the Android and iOS projects. None of it needs Xcode, the Android SDK or network.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { appLinkHost, stampAppLinkHost } from './app-link-host.mjs';
import { writeNativeArt } from './native-art.mjs';

// Capacitor's CLI turns its usage reports on by itself the first time it runs in a terminal;
// running it as CI keeps every run here from reporting to a third party.
const env = { ...process.env, CI: process.env.CI || '1' };

const webDir = join(import.meta.dirname, '..');
stampAppLinkHost(webDir, appLinkHost(process.env.PUBLIC_URL));
await writeNativeArt(webDir);

for (const args of [
  ['vite', 'build', '--mode', 'native'],
  ['cap', 'sync', 'android'],
  ['cap', 'sync', 'ios'],
]) {
  const result = spawnSync('npx', ['--no-install', ...args], {
    stdio: 'inherit',
    env,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`native:sync: ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}
