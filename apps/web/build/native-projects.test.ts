import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  APP_LINK_PATHS,
  NATIVE_APP_IDS,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
} from '@monstory/contracts/identity';
import type { UserConfig, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import capacitorConfig from '../capacitor.config';
import viteConfig from '../vite.config';
import {
  APP_LINK_FILES,
  DEFAULT_APP_LINK_HOST,
  appLinkHost,
  stampAppLinkHost,
} from '../scripts/app-link-host.mjs';
import { APP_URL_SCHEME } from '../src/lib/platform/deep-link';

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

  it('is the app the identity service sends mail links for', () => {
    expect(NATIVE_APP_IDS).toEqual({ android: appId, ios: appId });
  });

  it('keeps the status bar off the page, in the app’s colours', () => {
    expect(capacitorConfig.plugins?.StatusBar).toEqual({
      overlaysWebView: false,
      style: 'DARK',
      backgroundColor: '#0E1330',
    });
    expect(capacitorConfig.android?.adjustMarginsForEdgeToEdge).toBe('auto');
    expect(read('index.html')).toContain('viewport-fit=cover');
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

  const xml = new DOMParser().parseFromString(manifest, 'application/xml');
  const attr = (element: Element, name: string) => element.getAttribute(`android:${name}`);
  const filters = [...xml.querySelectorAll('activity > intent-filter')];
  const viewFilters = filters.filter((filter) =>
    [...filter.querySelectorAll('action')].some(
      (action) => attr(action, 'name') === 'android.intent.action.VIEW',
    ),
  );
  const dataOf = (filter: Element | undefined) => [...(filter?.querySelectorAll('data') ?? [])];

  it('may use the network and read the connection', () => {
    expect(xml.querySelector('parsererror')).toBeNull();
    const permissions = [...xml.querySelectorAll('manifest > uses-permission')].map((element) =>
      attr(element, 'name'),
    );
    expect(permissions).toContain('android.permission.INTERNET');
    expect(permissions).toContain('android.permission.ACCESS_NETWORK_STATE');
  });

  it('may ask for push permission (Android 13 and later)', () => {
    const permissions = [...xml.querySelectorAll('manifest > uses-permission')].map((element) =>
      attr(element, 'name'),
    );
    expect(permissions).toContain('android.permission.POST_NOTIFICATIONS');
  });

  it('opens the product’s links in the app as verified app links', () => {
    const appLinks = viewFilters.find((filter) => attr(filter, 'autoVerify') === 'true');
    const categories = [...(appLinks?.querySelectorAll('category') ?? [])].map((c) =>
      attr(c, 'name'),
    );
    expect(categories).toEqual([
      'android.intent.category.DEFAULT',
      'android.intent.category.BROWSABLE',
    ]);
    const data = dataOf(appLinks);
    expect(data.map((d) => attr(d, 'scheme')).filter(Boolean)).toEqual(['https']);
    expect(data.map((d) => attr(d, 'host')).filter(Boolean)).toEqual([DEFAULT_APP_LINK_HOST]);
    const prefixes = data.map((d) => attr(d, 'pathPrefix')).filter(Boolean);
    const paths = data.map((d) => attr(d, 'path')).filter(Boolean);
    // Shared stories (the server's /home/story/<id> links) and the mails the apps ask for.
    expect(prefixes).toEqual(expect.arrayContaining(['/home/story/', '/story/']));
    expect(paths).toEqual(expect.arrayContaining([VERIFY_EMAIL_PATH, RESET_PASSWORD_PATH]));
    // Media and the web's own mail links live under /api and stay in the browser.
    expect([...prefixes, ...paths].some((path) => path?.startsWith('/api'))).toBe(false);
    expect(prefixes).not.toContain('/');
    // The same pages the server's apple-app-site-association claims for iOS.
    expect(prefixes).toEqual([...APP_LINK_PATHS.prefixes]);
    expect(paths).toEqual([...APP_LINK_PATHS.exact]);
  });

  it('opens the app’s own scheme, in the one activity', () => {
    const scheme = viewFilters.find((filter) =>
      dataOf(filter).some((d) => attr(d, 'scheme') === APP_URL_SCHEME),
    );
    expect(scheme).toBeDefined();
    expect(dataOf(scheme).map((d) => attr(d, 'host'))).toEqual([null]);
    // A link opened while the app runs reaches the running page (appUrlOpen), not a second copy.
    expect(attr(xml.querySelector('activity')!, 'launchMode')).toBe('singleTask');
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

  it('opens the app’s own scheme and the product’s universal links', () => {
    expect(plist).toMatch(
      new RegExp(`<key>CFBundleURLSchemes</key>\\s*<array>\\s*<string>${APP_URL_SCHEME}</string>`),
    );
    const entitlements = read('ios/App/App/App.entitlements');
    expect(entitlements).toMatch(
      new RegExp(
        `<key>com.apple.developer.associated-domains</key>\\s*<array>\\s*<string>applinks:${DEFAULT_APP_LINK_HOST}</string>`,
      ),
    );
    const signed = [...project.matchAll(/CODE_SIGN_ENTITLEMENTS = ([^;]+);/g)].map((m) => m[1]);
    expect(signed).toEqual(['App/App.entitlements', 'App/App.entitlements']);
  });

  it('hands provider sign-in callbacks and app links on from the app delegate', () => {
    const delegate = read('ios/App/App/AppDelegate.swift');
    expect(delegate).toContain('ApplicationDelegateProxy.shared.application(app, open: url');
    expect(delegate).toContain(
      'ApplicationDelegateProxy.shared.application(application, continue:',
    );
    expect(delegate).toContain('GIDSignIn.sharedInstance.handle(url)');
  });

  it('loads the page from the shell itself, with no cleartext exception', () => {
    expect(plist).not.toContain('NSAllowsArbitraryLoads');
  });

  it('may register for push notifications', () => {
    expect(read('ios/App/App/App.entitlements')).toMatch(
      /<key>aps-environment<\/key>\s*<string>development<\/string>/,
    );
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

describe('the app-link host', () => {
  it('is PUBLIC_URL’s host when that is https, else the product’s own', () => {
    const warn = () => {};
    expect(appLinkHost(undefined)).toBe(DEFAULT_APP_LINK_HOST);
    expect(appLinkHost('https://staging.monstory.example/')).toBe('staging.monstory.example');
    expect(appLinkHost('http://localhost:8080', warn)).toBe(DEFAULT_APP_LINK_HOST);
    expect(appLinkHost('https://monstory.example:8443', warn)).toBe(DEFAULT_APP_LINK_HOST);
  });

  it('is stamped into both projects by native:sync', () => {
    expect(packageJson.scripts['native:sync']).toBe('node scripts/native-sync.mjs');
    expect(read('scripts/native-sync.mjs')).toContain('stampAppLinkHost(');
    const copy = mkdtempSync(join(tmpdir(), 'app-links-'));
    try {
      for (const file of Object.values(APP_LINK_FILES)) cpSync(join(web, file), join(copy, file));
      stampAppLinkHost(copy, 'links.example');
      const manifest = readFileSync(join(copy, APP_LINK_FILES.manifest), 'utf8');
      expect(manifest).toContain('<data android:host="links.example" />');
      expect(manifest).not.toContain(DEFAULT_APP_LINK_HOST);
      const entitlements = readFileSync(join(copy, APP_LINK_FILES.entitlements), 'utf8');
      expect(entitlements).toContain('<string>applinks:links.example</string>');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
