import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * `vite build` builds the browser's bundle into dist/client (with the manifest the server reads for
 * preload links); `vite build --ssr entry-server.tsx` builds the server's first render of public pages
 * into dist/ssr (npm packages stay in node_modules, except the icon set, of which only the used icons
 * are bundled).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react()],
  resolve: { alias: { '@shared': r('./shared'), '@client': r('./client') } },
  build: isSsrBuild
    ? {
        outDir: r('./dist/ssr'),
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: {
          // The server entry imports every catalog eagerly; the browser's lazy imports of them are moot here.
          onLog(level, log, handler) {
            if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
            handler(level, log);
          },
        },
      }
    : { outDir: r('./dist/client'), emptyOutDir: true, sourcemap: true, manifest: true },
  ssr: { noExternal: ['@tabler/icons-react'] },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:5001',
      '/sitemap.xml': 'http://127.0.0.1:5001',
      '/robots.txt': 'http://127.0.0.1:5001',
    },
  },
}));
