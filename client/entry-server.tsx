import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@client/lib/router';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { Locale } from '@shared/i18n/language';
import type { SsrEntry, SsrResult, SsrState } from '@shared/ssr';
import './app/styles';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRouter';
import { findRoute } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { MantineStyles } from './ssr/mantine-styles';

/**
 * The server's first render of a public page (built by `vite build --ssr` into dist/ssr, loaded by
 * server/platform/http/ssr.ts). Every catalog is in memory here, so nothing suspends on a translation; the
 * page's chunk is loaded before rendering, and prerendering waits for anything else lazy.
 */
const catalogs = import.meta.glob<Record<string, unknown>>(
  ['../shared/i18n/{en,fr}/*.json', '!../shared/i18n/{en,fr}/api.json'],
  {
    eager: true,
    import: 'default',
  },
);

function allResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = { en: {}, fr: {} };
  const namespaces = new Set<string>();
  for (const [path, catalog] of Object.entries(catalogs)) {
    const match = /\/(en|fr)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    resources[match[1]!]![match[2]!] = catalog;
    namespaces.add(match[2]!);
  }
  return { resources, namespaces: [...namespaces] };
}

const { resources, namespaces } = allResources();

/** One i18next instance per language, made once: rendering only reads them. */
const instances = new Map<Locale, I18n>();
function i18nFor(language: Locale): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr'],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: true },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The chunks joined once, then decoded once (decoding each chunk apart cost a tenth of a render). */
async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Waits for anything lazy or suspended, then gives the whole markup. */
async function prerendered(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    app,
    // Completed boundaries inline: a large one would otherwise be sent apart with an inline script to
    // move it into place, which the Content-Security-Policy (no inline script) refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/**
 * The same markup at once when nothing suspends (the page's chunk is loaded and its data given), as
 * most pages are: renderToString builds a string where prerendering encodes bytes into a stream that is
 * read back and decoded (a tenth of a render). null when something suspended: renderToString does not
 * wait, it sends the boundary's fallback for the browser to render (`<!--$!-->`) or throws.
 */
function renderedAtOnce(app: ReactNode): string | null {
  try {
    const html = renderToString(app);
    return html.includes('<!--$!') ? null : html;
  } catch {
    return null;
  }
}

export async function render(url: string, state: SsrState): Promise<SsrResult> {
  const { pathname } = new URL(url, 'http://localhost');
  const route = findRoute(pathname);
  await route.load();
  const queryClient = createQueryClient();
  for (const { key, data } of state.queries) queryClient.setQueryData(key, data);
  const app = () => (
    <StrictMode>
      <AppProviders
        i18n={i18nFor(state.language)}
        queryClient={queryClient}
        mantineStyles={<MantineStyles />}
      >
        <StaticRouter location={url}>
          <AppRoutes only={route} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  const html = renderedAtOnce(app()) ?? (await prerendered(app()));
  queryClient.clear();
  return { html, namespaces: route.ns ?? [] };
}

// Type check: this module is the SsrEntry the server loads.
export const entry: SsrEntry = { render };
