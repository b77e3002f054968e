import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The server render's react-i18next (client/ssr/react-i18next.server.ts), which wraps the real one. */
const serverI18next = r('./client/ssr/react-i18next.server.ts');
const serverTranslations: Plugin = {
  name: 'server-react-i18next',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'react-i18next' && importer !== serverI18next ? serverI18next : undefined,
};

/**
 * A shared module that defines zod schemas builds every one of them when it is evaluated, and zod with
 * them. Such calls are not known to be free of side effects, so a page importing one constant from it
 * (the chat widget's `OFFLINE_MODEL`, the dealer form's regulators) loaded zod (25 kB gzip) and built
 * all its schemas: on every page, as the chat widget mounts. The module-level calls of shared modules
 * that import zod are marked pure (schemas and the helpers making them: shared/ is pure domain code),
 * so the unused ones drop out of the browser's bundle, and zod with them when nothing else needs it.
 * Calls inside functions are left alone. Annotations shift columns in those lines of the source maps.
 */
const pureSchemaModules: Plugin = {
  name: 'pure-schema-modules',
  transform: {
    filter: { id: /[\\/]shared[\\/][^?]*\.ts$/, code: /\bfrom\s*["']zod["']/ },
    handler(code) {
      interface Node {
        type: string;
        start: number;
      }
      const isNode = (value: unknown): value is Node =>
        typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
      const calls = new Set<number>();
      const visit = (node: Node): void => {
        if (/Function|Class/.test(node.type)) return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') calls.add(node.start);
        for (const value of Object.values(node))
          for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
      };
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) if (init) visit(init as Node);
      }
      let annotated = code;
      for (const at of [...calls].sort((a, b) => b - a))
        annotated = `${annotated.slice(0, at)}/* @__PURE__ */ ${annotated.slice(at)}`;
      return { code: annotated, map: null };
    },
  },
};

/**
 * `vite build` builds the browser's bundle into dist/client (with the manifest the server reads for
 * preload links); `vite build --ssr entry-server.tsx` builds the server's first render of public pages
 * into dist/ssr with its npm packages bundled in their production builds.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [react(), ...(isSsrBuild ? [serverTranslations] : [pureSchemaModules])],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./shared') },
      { find: '@client', replacement: r('./client') },
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: r('./client/lib/use-sync-external-store.ts'),
            },
          ]),
    ],
  },
  build: isSsrBuild
    ? {
        outDir: r('./dist/ssr'),
        emptyOutDir: true,
        // Read once from disk by the server, never downloaded: a chunk's size costs nothing here (the charts
        // chunk is about 1 MB with recharts and d3 bundled in).
        chunkSizeWarningLimit: 2048,
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
    : {
        outDir: r('./dist/client'),
        emptyOutDir: true,
        // The chunks over Vite's 500 kB are lazy back-office ones loaded only by the pages that use them (the
        // rich-text editor, about 510 kB with TipTap and ProseMirror; the charts). What a visitor loads is held
        // by scripts/compress-assets.ts (public pages' initial JavaScript ≤ 130 kB gzip, or the build fails).
        chunkSizeWarningLimit: 600,
        sourcemap: true,
        manifest: true,
        // Initial JavaScript of a public page ≤ 130 kB gzip (issue 18; scripts/compress-assets.ts prints it):
        // - The entry's lazy imports (pages, catalogs, menus) do not carry the list of their chunks' own
        //   imports (their hashed names, ~5 kB gzip in the entry): the browser fetches those when it reads
        //   the chunk. The server's modulepreload links still name the whole chunk graph of the page it
        //   renders; their CSS is still loaded with them. Other chunks keep their lists, and
        //   client/app/pageModules.ts (loaded once the first page is idle) lists every page with them.
        // - No modulepreload polyfill: every supported browser has modulepreload.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[], { hostType, hostId }) =>
            hostType === 'js' && /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : deps,
        },
        // Everything the entry imports statically in one chunk (one request, one gzip stream) instead of
        // a dozen shared chunks: lazy chunks import what they share with the entry from it.
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
        },
      },
  // The server render bundles its packages in their production builds, whatever NODE_ENV the server
  // runs with: React's development build renders several times slower (issue 18).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  ssr: { noExternal: isSsrBuild ? true : ['@tabler/icons-react'] },
  // `npm run dev`: the API that scripts/dev.ts starts on DEV_API_PORT.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/sitemap.xml', '/robots.txt'].map((path) => [
        path,
        `http://127.0.0.1:${process.env.DEV_API_PORT ?? '5001'}`,
      ]),
    ),
  },
}));
