import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunk, preloadFont } from './build/first-load.ts';

// The stages main.tsx evaluates before boot, each in a task of its own.
const boot = bootChunk('/src/boot.tsx', ['/src/start/framework.ts', '/src/start/contracts.ts']);

export default defineConfig({
  plugins: [react(), tailwindcss(), boot.plugin, preloadFont('nunito-latin-wght-normal.woff2')],
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
            // zod and the schemas built with it: the app's start evaluates them in a task of
            // their own (src/start/contracts.ts).
            {
              name: 'contracts',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]/,
              priority: 2,
            },
            // The app's start (boot.tsx and what it imports), in one file fetched beside the entry.
            boot.bootGroup,
            // Code two or more pages share (icons, cards, queries): one file, not one per module.
            { name: 'shared', minShareCount: 2 },
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
