import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS and Android shells around the web app. They load the native build (`npm run
 * native:sync` → `vite build --mode native`), which calls the API at VITE_API_ORIGIN rather than
 * at the page's own /api: the page itself is served by the shell from the device.
 */
const config: CapacitorConfig = {
  appId: 'app.monstory',
  appName: 'Monstory',
  // Its own folder, so a native build never replaces the web build the server serves (dist/).
  webDir: 'dist-native',
  server: {
    // The origins the API trusts for CORS and sign-in (apps/server/src/platform/auth/auth-urls.ts):
    // capacitor://localhost on iOS, https://localhost on Android. Changing a scheme or the host
    // means changing that list too.
    hostname: 'localhost',
    iosScheme: 'capacitor',
    androidScheme: 'https',
  },
};

export default config;
