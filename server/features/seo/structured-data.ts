import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { localeFromHeader, translate, type Locale } from '../../platform/i18n';
import { colorHex } from '@shared/themes/colors';
import type { PageImage } from './head-tags';

/** The site's sharing card (client/public/og-image.png): the logo on the brand colour, no words. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no `<`, `>` or `&` can end it early or start markup. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface SiteFacts {
  base: string;
  locale: Locale;
  siteName: string;
  email: string;
  phone: string;
}

/**
 * What every page's head says about the site: its sharing image (or the page's own, `pageImage`) and its
 * Organization and WebSite (schema.org).
 */
export function siteHeadTags(f: SiteFacts, pageImage?: PageImage): string[] {
  const image = `${f.base}${OG_IMAGE.path}`;
  const shared: PageImage = pageImage ?? { ...OG_IMAGE, url: image, alt: f.siteName };
  const organization = {
    '@type': 'Organization',
    '@id': `${f.base}/#organization`,
    name: f.siteName,
    url: `${f.base}/`,
    logo: `${f.base}/icon-512.png`,
    image,
    ...(f.email ? { email: f.email } : {}),
    ...(f.phone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            telephone: f.phone,
            ...(f.email ? { email: f.email } : {}),
            areaServed: 'CA',
            availableLanguage: ['English', 'French'],
          },
        }
      : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${f.base}/#website`,
    name: f.siteName,
    url: `${f.base}/`,
    inLanguage: f.locale === 'fr' ? 'fr-CA' : 'en-CA',
    publisher: { '@id': `${f.base}/#organization` },
  };
  return [
    `<meta property="og:image" content="${escapeAttribute(shared.url)}">`,
    ...(shared.width && shared.height
      ? [
          `<meta property="og:image:width" content="${shared.width}">`,
          `<meta property="og:image:height" content="${shared.height}">`,
        ]
      : []),
    `<meta property="og:image:alt" content="${escapeAttribute(shared.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': [organization, website] })}</script>`,
  ];
}

/** The facts siteHeadTags needs, read from the loaded settings. */
export async function siteFacts(ctx: AppContext, base: string, locale: Locale): Promise<SiteFacts> {
  const text = async (key: 'companyName' | 'email' | 'phone') =>
    String((await ctx.settings.get('business', key)) ?? '');
  return {
    base,
    locale,
    siteName: await text('companyName'),
    email: await text('email'),
    phone: await text('phone'),
  };
}

/**
 * The web app manifest, named from the settings (business.companyName) in the browser's language, in the
 * active theme's colours (its primary colour for the browser's bar, its background for the splash).
 */
export function webManifest(
  siteName: string,
  locale: Locale,
  colors?: { primary: string; background: string },
) {
  // A home-screen label is about 12 characters: the name's first word when the whole is longer.
  const shortName = siteName.length <= 12 ? siteName : siteName.split(/\s+/)[0]!.slice(0, 12);
  return {
    name: siteName,
    short_name: shortName,
    description: translate(locale, 'seo:routes.home.description'),
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // Without a theme, the colours of index.html's theme-color and the site's white.
    background_color: (colors && colorHex(colors.background)) ?? '#ffffff',
    theme_color: (colors && colorHex(colors.primary)) ?? '#0a6456',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** /manifest.webmanifest: a plain file at the site root, outside /api (no access declaration needed). */
export const manifestRoute =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/manifest.webmanifest', async (req, reply) => {
      const locale = localeFromHeader(req.headers['accept-language']);
      const siteName = String(await ctx.settings.get('business', 'companyName'));
      const theme = (await ctx.settings.activeTheme()) ?? undefined;
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Accept-Language')
        .send(JSON.stringify(webManifest(siteName, locale, theme)));
    });
  };
