import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin console, served by the one server under /admin/ and /clients (apps/api/src/http/web-apps.ts).
// Decision: base '/admin/': the server serves this dist's files under /admin/ only and answers /clients
// with the same index.html, whose asset addresses are then /admin/assets/... and still resolve.
export default defineConfig({
  base: '/admin/',
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
