import { describe, expect, it } from 'vitest';
import { emailBlocks } from './email-blocks';
import { renderEmailHtml } from './render-email';
import type { EmailBrand } from './EmailLayout';

const brand: EmailBrand = {
  name: 'Dons de véhicules Canada',
  primary: '#0a6456',
  primaryForeground: '#ffffff',
  siteUrl: 'https://dons.example.org',
  logoUrl: 'https://dons.example.org/icon-192.png',
};

const text = [
  'Bonjour Nadia,',
  '',
  'Ouvrez ce lien :',
  '',
  'https://dons.example.org/reset-password?token=abc_123',
  '',
  'Ligne une',
  'Ligne <b>deux</b> & trois',
].join('\n');

describe('e-mail layout', () => {
  it('splits the plain text into paragraphs and lone links', () => {
    expect(emailBlocks(text)).toEqual([
      { kind: 'text', lines: ['Bonjour Nadia,'] },
      { kind: 'text', lines: ['Ouvrez ce lien :'] },
      { kind: 'link', url: 'https://dons.example.org/reset-password?token=abc_123', unsubscribe: false },
      { kind: 'text', lines: ['Ligne une', 'Ligne <b>deux</b> & trois'] },
    ]);
  });

  it.each([
    ['fr', 'fr-CA', 'Ouvrir le lien', 'Un message automatique de'],
    ['en', 'en-CA', 'Open the link', 'An automated message from'],
  ] as const)(
    'renders in %s with the site name, its colours, a button per link and escaped text',
    async (locale, lang, open, footer) => {
      const html = await renderEmailHtml({ subject: 'Sujet', text, locale, brand });
      expect(html).toContain(`lang="${lang}"`);
      expect(html).toContain('<title>Sujet</title>');
      expect(html).toContain(brand.name);
      expect(html).toContain('background-color:#0a6456');
      expect(html).toContain(`>${open}<`);
      expect(html).toContain(`${footer} ${brand.name}`);
      expect(html).toContain('href="https://dons.example.org/reset-password?token=abc_123"');
      // The logo is decoration: the name is real text beside it.
      expect(html).toMatch(/<img alt=""[^>]*src="https:\/\/dons.example.org\/icon-192.png"/);
      expect(html).not.toContain('<b>deux</b>');
      expect(html).toContain('Ligne &lt;b&gt;deux&lt;/b&gt; &amp; trois');
    },
  );

  it('labels a news e-mail’s unsubscribe link as such', async () => {
    const html = await renderEmailHtml({
      subject: 'News',
      text: 'Hello\n\nhttps://dons.example.org/unsubscribe?token=x.y',
      locale: 'fr',
      brand,
    });
    expect(html).toContain('>Se désabonner<');
  });
});
