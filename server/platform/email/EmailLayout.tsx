import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { EmailBlock } from './email-blocks';

export interface EmailBrand {
  /** The site's name (business.companyName): the header is real text, readable without images. */
  name: string;
  /** The active theme's primary colour and the text drawn on it (a pair the theme keeps at 4.5:1). */
  primary: string;
  primaryForeground: string;
  /** Absolute address of the site and of its logo (a PNG: mail clients refuse SVG). */
  siteUrl: string;
  logoUrl: string;
}

export interface EmailLayoutProps {
  brand: EmailBrand;
  locale: 'en' | 'fr';
  subject: string;
  blocks: EmailBlock[];
  labels: { openLink: string; unsubscribe: string; footer: string };
}

const TEXT = '#1f2328';
const MUTED = '#4b5563';
const font = 'Arial, Helvetica, sans-serif';

/**
 * The one layout of every e-mail (decision 028): the site's name and logo on its colour, the message's
 * paragraphs, each link alone on its line as a button with the address under it, and a footer.
 */
export function EmailLayout({ brand, locale, subject, blocks, labels }: EmailLayoutProps) {
  const preview = blocks.find((b) => b.kind === 'text')?.lines.join(' ') ?? subject;
  return (
    <Html lang={locale === 'fr' ? 'fr-CA' : 'en-CA'} dir="ltr">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{preview.slice(0, 140)}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container style={{ maxWidth: 600, backgroundColor: '#ffffff', borderRadius: 8, overflow: 'hidden' }}>
          <Section style={{ backgroundColor: brand.primary, padding: '16px 24px' }}>
            <Img
              src={brand.logoUrl}
              width="40"
              height="40"
              alt=""
              style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 6 }}
            />
            <Text
              style={{
                display: 'inline-block',
                verticalAlign: 'middle',
                margin: '0 0 0 12px',
                color: brand.primaryForeground,
                fontSize: 20,
                fontWeight: 700,
                fontFamily: font,
              }}
            >
              {brand.name}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            {blocks.map((b, i) =>
              b.kind === 'link' ? (
                <Section key={i} style={{ margin: '8px 0 16px' }}>
                  <Button
                    href={b.url}
                    style={{
                      backgroundColor: brand.primary,
                      color: brand.primaryForeground,
                      padding: '12px 20px',
                      borderRadius: 6,
                      fontSize: 16,
                      fontWeight: 700,
                      textDecoration: 'none',
                    }}
                  >
                    {b.unsubscribe ? labels.unsubscribe : labels.openLink}
                  </Button>
                  <Text style={{ fontSize: 13, color: MUTED, margin: '8px 0 0', wordBreak: 'break-all' }}>
                    <Link href={b.url} style={{ color: MUTED, textDecoration: 'underline' }}>
                      {b.url}
                    </Link>
                  </Text>
                </Section>
              ) : (
                <Text key={i} style={{ fontSize: 16, lineHeight: '24px', color: TEXT, margin: '12px 0' }}>
                  {b.lines.map((line, j) => (
                    <span key={j}>
                      {j > 0 && <br />}
                      {line}
                    </span>
                  ))}
                </Text>
              ),
            )}
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: 0 }} />
          <Section style={{ padding: '12px 24px' }}>
            <Text style={{ fontSize: 13, color: MUTED, margin: 0 }}>
              {labels.footer}{' '}
              <Link href={brand.siteUrl} style={{ color: MUTED, textDecoration: 'underline' }}>
                {brand.siteUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
