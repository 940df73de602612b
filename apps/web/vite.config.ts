import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code, so it gets a chunk of its own that stays cached. Other
        // libraries travel with the code that uses them: one catch-all library chunk made every page
        // load (and run) the Markdown pipeline and the Public Suffix List before its first paint.
        // The contracts (with zod) get their own too: only lazily loaded code uses their values (the auth
        // forms, the search results, the confirm card, the client pages; the API client's answer checks
        // import them only outside production). src/lib/client-labels.ts needs them too, so it rides in
        // their chunk instead of the eagerly loaded app-shared one.
        codeSplitting: {
          groups: [
            {
              name: 'contracts',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]|src[\\/]lib[\\/]client-labels\.ts$/,
              priority: 3,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // Not the Markdown renderer: only lazily loaded pages use it, and a group takes its modules'
            // dependencies along (the whole Markdown pipeline would load with every page).
            { name: 'app-shared', test: /src[\\/](components|lib)[\\/](?!markdown[\\/])/, priority: 0 },
          ],
        },
      },
    },
  },
  // In development the API runs separately (apps/server on port 3000); in production one process serves both.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
