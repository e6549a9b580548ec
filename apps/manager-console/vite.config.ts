import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The manager console, served by the one server under /manager/ (apps/api/src/http/web-apps.ts). React 19
// itself: the console has no first-screen budget of the portal's kind, so no Preact aliases.
// BRAND=<id> at build time pins a per-brand bundle; otherwise the brand comes from the host name.
export default defineConfig({
  base: '/manager/',
  plugins: [react(), vanillaExtractPlugin()],
  define: { 'import.meta.env.SHORTLIST_BRAND': JSON.stringify(process.env.BRAND ?? '') },
  server: { proxy: { '/api': 'http://localhost:8080', '/oauth': 'http://localhost:8080' } },
  build: {
    target: 'es2023',
    // Written for reading an error's stack, referenced by no bundle and never served (api/src/http/web-apps.ts).
    sourcemap: 'hidden',
    manifest: true,
  },
});
