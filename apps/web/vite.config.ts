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
        // Libraries change less often than our code, so they get chunks of their own that stay cached.
        // The contracts (with zod) get their own too: only the lazily loaded auth forms use them.
        codeSplitting: {
          groups: [
            { name: 'contracts', test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]/, priority: 3 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            { name: 'app-shared', test: /src[\\/](components|lib)[\\/]/, priority: 0 },
          ],
        },
      },
    },
  },
  // In development the API runs separately (apps/server on port 3000); in production one process serves both.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
