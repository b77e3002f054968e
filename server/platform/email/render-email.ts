import { render } from '@react-email/render';
import { createElement } from 'react';
import { DEFAULT_THEME_COLORS } from '@shared/themes/theme';
import { parseColor, type Rgb } from '@shared/themes/colors';
import type { SettingsService } from '../settings';
import { toLocale, translate, type Locale } from '../i18n';
import { emailBlocks } from './email-blocks';
import { EmailLayout, type EmailBrand } from './EmailLayout';

/** The logo mail clients are given (PNG; client/public/icon-192.png). */
export const EMAIL_LOGO_PATH = '/icon-192.png';

const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
/** Mail clients read hex colours best; a stored theme colour may be hsl(). */
const hexOf = (value: string | undefined, fallback: string): string => {
  const c = value ? parseColor(value) : null;
  return c ? hex(c) : hexOf(fallback, '#0a6456');
};

/** The site's name, the active theme's colours and the logo, as e-mails show them now. */
export async function emailBrand(settings: SettingsService, publicUrl: string): Promise<EmailBrand> {
  const theme = await settings.activeTheme();
  const siteUrl = publicUrl.replace(/\/$/, '');
  return {
    name: String(await settings.get('business', 'companyName')),
    primary: hexOf(theme?.primary, DEFAULT_THEME_COLORS.primary),
    primaryForeground: hexOf(theme?.primaryForeground, DEFAULT_THEME_COLORS.primaryForeground),
    siteUrl,
    logoUrl: `${siteUrl}${EMAIL_LOGO_PATH}`,
  };
}

/**
 * The HTML part of a message from its plain text, in the message's language, through the one layout
 * (decision 028). The plain text stays the message's text part, unchanged.
 */
export async function renderEmailHtml(m: {
  subject: string;
  text: string;
  locale: Locale;
  brand: EmailBrand;
}): Promise<string> {
  const labels = {
    openLink: translate(m.locale, 'emails:openLink'),
    unsubscribe: translate(m.locale, 'emails:unsubscribe'),
    footer: translate(m.locale, 'emails:footer', { name: m.brand.name }),
  };
  return render(
    createElement(EmailLayout, {
      brand: m.brand,
      locale: m.locale,
      subject: m.subject,
      blocks: emailBlocks(m.text),
      labels,
    }),
  );
}

/** The message's HTML part: the one it was sent with, or made now from its text (older messages). */
export async function htmlOf(
  m: { subject: string; textBody: string; htmlBody: string | null; locale: string },
  brand: () => Promise<EmailBrand>,
): Promise<string> {
  if (m.htmlBody) return m.htmlBody;
  return renderEmailHtml({
    subject: m.subject,
    text: m.textBody,
    locale: toLocale(m.locale),
    brand: await brand(),
  });
}
