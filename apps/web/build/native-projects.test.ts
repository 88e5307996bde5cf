import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import capacitorConfig from '../capacitor.config';
import viteConfig from '../vite.config';

// The committed iOS and Android projects (`npx cap add`, then `npm run native:sync`) must keep
// agreeing with capacitor.config.ts and with the web build they wrap. Nothing here builds them:
// that needs Xcode or the Android SDK.

const web = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(web, path), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const { appName, webDir, server } = capacitorConfig;
const appId = capacitorConfig.appId ?? '';

/** Capacitor plugins among the web app's dependencies: each needs its native half synced. */
const plugins = Object.keys(packageJson.dependencies).filter(
  (name) =>
    (name.startsWith('@capacitor/') &&
      !['@capacitor/core', '@capacitor/android', '@capacitor/ios'].includes(name)) ||
    name === '@revenuecat/purchases-capacitor',
);

describe('capacitor.config.ts', () => {
  it('names the app and wraps the native web build', async () => {
    expect(appId).toBe('app.monstory');
    expect(appName).toBe('Monstory');
    expect(packageJson.scripts['build:native']).toBe('vite build --mode native');
    const native = (await (viteConfig as UserConfigFnObject)({
      command: 'build',
      mode: 'native',
      isSsrBuild: false,
    })) as UserConfig;
    expect(native.build?.outDir).toBe(webDir);
    expect(native.define?.['import.meta.env.VITE_API_ORIGIN']).toMatch(/^"https:\/\//);
    // The web build must stay where the server serves it from.
    const browser = (await (viteConfig as UserConfigFnObject)({
      command: 'build',
      mode: 'production',
      isSsrBuild: false,
    })) as UserConfig;
    expect(browser.build?.outDir).toBe('dist');
    expect(browser.define?.['import.meta.env.VITE_API_ORIGIN']).toBeUndefined();
  });

  it('serves the page from the origins the API trusts', () => {
    const trusted = read('../server/src/platform/auth/auth-urls.ts');
    const hostname = server?.hostname ?? 'localhost';
    expect(trusted).toContain(`'${server?.iosScheme ?? 'capacitor'}://${hostname}'`);
    expect(trusted).toContain(`'${server?.androidScheme ?? 'https'}://${hostname}'`);
  });

  it('pins the CLI, the runtime and both platforms to one version', () => {
    const versions = ['@capacitor/core', '@capacitor/android', '@capacitor/ios'].map(
      (name) => packageJson.dependencies[name],
    );
    versions.push(packageJson.devDependencies['@capacitor/cli']);
    expect(versions.every((version) => /^\d+\.\d+\.\d+$/.test(version ?? ''))).toBe(true);
    expect(new Set(versions).size).toBe(1);
  });
});

describe('the Android project', () => {
  const manifest = read('android/app/src/main/AndroidManifest.xml');

  it('has the app id and name', () => {
    const gradle = read('android/app/build.gradle');
    expect(gradle).toMatch(new RegExp(`applicationId "${appId}"`));
    expect(gradle).toMatch(new RegExp(`namespace "${appId}"`));
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(
      `<string name="app_name">${appName}</string>`,
    );
    expect(
      existsSync(
        join(web, `android/app/src/main/java/${appId.replaceAll('.', '/')}/MainActivity.java`),
      ),
    ).toBe(true);
  });

  it('may use the network', () => {
    expect(manifest).toContain('<uses-permission android:name="android.permission.INTERNET" />');
  });

  it('includes every Capacitor plugin the app uses', () => {
    const settings = read('android/capacitor.settings.gradle');
    for (const plugin of plugins) expect(settings).toContain(`node_modules/${plugin}/android`);
  });
});

describe('the iOS project', () => {
  const plist = read('ios/App/App/Info.plist');
  const project = read('ios/App/App.xcodeproj/project.pbxproj');

  it('has the bundle id and name', () => {
    expect(plist).toMatch(
      /<key>CFBundleIdentifier<\/key>\s*<string>\$\(PRODUCT_BUNDLE_IDENTIFIER\)<\/string>/,
    );
    const bundleIds = [...project.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map(
      (m) => m[1],
    );
    expect(bundleIds.length).toBeGreaterThan(0);
    expect(new Set(bundleIds)).toEqual(new Set([appId]));
    expect(plist).toMatch(
      new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${appName}</string>`),
    );
  });

  it('loads the page from the shell itself, with no cleartext exception', () => {
    expect(plist).not.toContain('NSAllowsArbitraryLoads');
  });

  it('hands the device’s push token to the push plugin', () => {
    const delegate = read('ios/App/App/AppDelegate.swift');
    expect(delegate).toContain('post(name: .capacitorDidRegisterForRemoteNotifications');
    expect(delegate).toContain('post(name: .capacitorDidFailToRegisterForRemoteNotifications');
  });

  it('takes its dependencies from Swift Package Manager, not CocoaPods', () => {
    expect(existsSync(join(web, 'ios/App/Podfile'))).toBe(false);
    const spm = read('ios/App/CapApp-SPM/Package.swift');
    const core = packageJson.dependencies['@capacitor/ios'];
    expect(spm).toContain(`capacitor-swift-pm.git", exact: "${core}"`);
    for (const plugin of plugins) expect(spm).toContain(`node_modules/${plugin}"`);
  });
});
