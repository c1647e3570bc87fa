import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Business rules live once, in the backend's domain folder; the web app imports them.
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own keep their hash across releases of the app, so a
        // returning visitor's browser keeps them cached. Only what every page uses: admin-only
        // libraries (grid, editor, pickers) stay in the admin chunks, out of the visitor's download.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            {
              name: 'mui',
              test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|colors|utils|internal|DefaultPropsProvider))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
