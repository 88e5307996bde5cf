import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootChunk, preloadFont } from './build/first-load.ts';
import { importsZod } from './build/zod-modules.ts';
import { lucideIconImports } from './build/lucide-icons.ts';
import { sharedByArea } from './build/shared-chunks.ts';
import { nativeApiOrigin } from './build/native-api-origin.ts';
import { noChunkCycles } from './build/chunk-cycles.ts';

// What main.tsx imports later rather than at once: the stage it evaluates before boot (a task
// of its own), and the rendered Home's hydration, fetched on a visitor's first touch.
const boot = bootChunk('/src/boot.tsx', [
  '/src/start/framework.ts',
  '/src/features/home/home-hydrate.tsx',
]);

// The server's half of the rendered Home (src/prerender/render-home.tsx, decision 0013): a Node
// module in dist-ssr/ (`vite build --ssr src/prerender/render-home.tsx`), without the browser
// build's chunking and index.html plugins.
const ssrBuild = defineConfig({
  plugins: [react(), tailwindcss(), lucideIconImports()],
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    lucideIconImports(),
    boot.plugin,
    noChunkCycles(),
    preloadFont('nunito-latin-wght-normal.woff2'),
    // The service worker (src/sw.ts → /sw.js) with the list of the build's files to keep for
    // starting offline. It registers itself from the app after load (lib/offline/start-offline.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The precompressed copies are the server's to send, not files of their own.
        globIgnores: ['**/*.gz', '**/*.br'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic worker: importScripts is refused in a module worker.
        rollupFormat: 'iife',
      },
    }),
  ],
  build: {
    outDir: 'dist',
    // The server caches everything under assets/ forever, which is safe only for hashed names.
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Few, larger files: the server speaks HTTP/1.1 (six connections, each request a round
          // trip), so thirty small chunks before the first screen cost far more than their bytes.
          groups: [
            // The entry's own few modules (src/main.tsx), which must not wait for boot's chunk.
            boot.startGroup,
            // React and the router change far less often than the app: their own chunk stays
            // cached across releases.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // zod and the contract modules built with it, one file for the pages that need
            // them. The app's start and the home page load none of it (lazySchema,
            // shape-check.ts), and the zod-free contract modules they read stay out of it.
            {
              name: 'contracts',
              test: (id: string) =>
                /node_modules[\\/]zod[\\/]/.test(id) ||
                (/packages[\\/]contracts[\\/]/.test(id) && importsZod(id)),
              priority: 2,
              // Else the zod-free modules these import (identity.ts, story-shape.ts …) come too.
              includeDependenciesRecursively: false,
            },
            // The native apps' plugins (push, store purchases): code the web never runs, which
            // must not share a file with code it does.
            { name: 'native', test: /node_modules[\\/](@capacitor|@revenuecat)[\\/]/, priority: 2 },
            // The December snow's particle engine, fetched only when it snows.
            { name: 'snow', test: /node_modules[\\/]@tsparticles[\\/]/, priority: 2 },
            // The app's start (boot.tsx and what it imports), in one file fetched beside the entry.
            boot.bootGroup,
            // Code two or more pages share, by the area of pages that uses it (the site, Home,
            // the reader, the app): each page fetches a few files, and little it does not use.
            ...sharedByArea(),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});

// `vite build --mode native`: the same app for the Capacitor shells (capacitor.config.ts), in its
// own folder, with the API's origin built in (the shell serves the page from the device).
const nativeBuild = (apiOrigin: string | undefined) =>
  defineConfig({
    ...browserBuild,
    build: { ...browserBuild.build, outDir: 'dist-native' },
    define: {
      'import.meta.env.VITE_API_ORIGIN': JSON.stringify(nativeApiOrigin(apiOrigin)),
    },
  });

export default defineConfig(({ isSsrBuild, mode }) => {
  if (isSsrBuild) return ssrBuild;
  if (mode === 'native') {
    return nativeBuild(process.env.VITE_API_ORIGIN ?? loadEnv(mode, process.cwd()).VITE_API_ORIGIN);
  }
  return browserBuild;
});
