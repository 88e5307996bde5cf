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
  // The app's canvas (--mo-canvas) wherever the page has not painted yet.
  backgroundColor: '#0E1330',
  // Android 15 draws apps under the system bars; the page is kept between them instead, as on
  // older Android, so nothing hides under the status bar or the gesture bar.
  android: { adjustMarginsForEdgeToEdge: 'auto' },
  // The page reaches under the home indicator (and the notch, in landscape); its bars pad
  // themselves with env(safe-area-inset-*) (index.html has viewport-fit=cover).
  ios: { contentInset: 'never' },
  plugins: {
    // Light text on the dark canvas, the page below the bar rather than under it.
    StatusBar: { overlaysWebView: false, style: 'DARK', backgroundColor: '#0E1330' },
    // Only the providers the product offers; the plugin leaves the others' SDKs out of the build.
    SocialLogin: { providers: { google: true, facebook: true, apple: true, twitter: false } },
  },
};

export default config;
