import { preactCompatAliases } from '@shortlist/vite-config/preact-compat';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// BRAND=<id> at build time pins a per-brand bundle; otherwise the brand comes from the host name.
// `vite build --ssr src/entry-server.tsx` builds the careers pages' server renderer into dist-server, one
// self-contained module (every dependency bundled, so the same Preact aliases apply) that the API imports.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), vanillaExtractPlugin()],
  // React's API rendered by Preact, for the first-screen budget: see @shortlist/vite-config/preact-compat.
  resolve: { alias: preactCompatAliases },
  define: { 'import.meta.env.SHORTLIST_BRAND': JSON.stringify(process.env.BRAND ?? '') },
  server: { proxy: { '/api': 'http://localhost:8080', '/oauth': 'http://localhost:8080' } },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { target: 'node22', outDir: 'dist-server', emptyOutDir: true, sourcemap: false }
    : // One stylesheet for every screen (5 kB compressed): a phone on a slow link makes one request before the
      // first paint instead of one per component, and every later page finds it cached.
      { target: 'es2023', sourcemap: 'hidden', manifest: true, cssCodeSplit: false },
}));
