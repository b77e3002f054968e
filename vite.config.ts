import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: 'client',
  plugins: [react()],
  resolve: { alias: { '@shared': r('./shared'), '@client': r('./client') } },
  build: { outDir: r('./dist/client'), emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:5001',
      '/sitemap.xml': 'http://127.0.0.1:5001',
      '/robots.txt': 'http://127.0.0.1:5001',
    },
  },
});
