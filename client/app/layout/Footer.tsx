import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCertificate,
  IconClock,
  IconHeart,
  IconLock,
  IconMail,
  IconMessage,
  IconPhone,
  IconShieldCheck,
  IconTruck,
  IconUserShield,
  IconCoin,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_FORM_SLUGS } from '@shared/forms/contact';
import { useBusinessHours, useCompanyName, usePublicSettings } from '@client/features/settings/api';
import { useLanguage } from '@client/i18n/useLanguage';
import { ServerCached } from '../ServerCached';
import { FOOTER_LINKS } from './navLinks';
import classes from './Footer.module.css';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {icon}
      <div>{children}</div>
    </Group>
  );
}

const iconProps = { size: 18, 'aria-hidden': true, style: { flexShrink: 0, marginTop: 3 } } as const;

/** Site footer; `#contact` in the navigation points here. */
export function Footer() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { get } = usePublicSettings();
  const company = useCompanyName();
  const email = get('business', 'email');
  const phone = get('business', 'phone');
  const hours = useBusinessHours();
  // Law 25: the person in charge of personal information, named on every page.
  const officerName = get('privacy', 'officerName');
  const officerEmail = get('privacy', 'officerEmail');

  return (
    <ServerCached component="footer" name="footer" id="contact" className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm" align="flex-start">
            <h2 className={classes.heading}>{company}</h2>
            <Text size="sm" className={classes.muted}>
              {t('brand.tagline')}
            </Text>
            <Button
              component={Link}
              to="/unified-donation"
              variant="white"
              leftSection={<IconHeart size={18} aria-hidden="true" />}
            >
              {t('footer.startDonation')}
            </Button>
            <Line icon={<IconTruck {...iconProps} />}>
              <Text size="sm">{t('footer.freePickup')}</Text>
            </Line>
          </Stack>

          <Stack gap="sm">
            <h2 className={classes.heading}>{t('footer.contactHeading')}</h2>
            {email && (
              <Line icon={<IconMail {...iconProps} />}>
                <Text size="sm" className={classes.muted}>
                  {t('footer.emailSupport')}
                </Text>
                <Anchor className={classes.link} href={`mailto:${email}`} size="sm">
                  {email}
                </Anchor>
              </Line>
            )}
            {phone && (
              <Line icon={<IconPhone {...iconProps} />}>
                <Text size="sm" className={classes.muted}>
                  {t('footer.phone')}
                </Text>
                <Anchor className={classes.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {phone}
                </Anchor>
              </Line>
            )}
            <Line icon={<IconMessage {...iconProps} />}>
              <Anchor
                className={classes.link}
                component={Link}
                to={`/forms/${CONTACT_FORM_SLUGS[language === 'fr' ? 'fr' : 'en']}`}
                size="sm"
              >
                {t('footer.contactForm')}
              </Anchor>
            </Line>
            {hours && (
              <Line icon={<IconClock {...iconProps} />}>
                <Text size="sm" className={classes.muted}>
                  {t('footer.hours')}
                </Text>
                <Text size="sm">{hours}</Text>
              </Line>
            )}
            {officerName && officerEmail && (
              <Line icon={<IconUserShield {...iconProps} />}>
                <Text size="sm" className={classes.muted}>
                  {t('nav:privacyOfficer')}
                </Text>
                <Text size="sm">{officerName}</Text>
                <Anchor className={classes.link} href={`mailto:${officerEmail}`} size="sm">
                  {officerEmail}
                </Anchor>
              </Line>
            )}
          </Stack>

          <Stack gap="sm">
            <h2 className={classes.heading}>{t('footer.linksHeading')}</h2>
            <nav aria-label={t('footer.linksLabel')}>
              <ul className={classes.list}>
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Anchor className={classes.link} component={Link} to={link.to} size="sm">
                      {t(link.label)}
                    </Anchor>
                  </li>
                ))}
                <li>
                  <Anchor className={classes.link} component={Link} to="/pages/terms" size="sm">
                    {t('footer.terms')}
                  </Anchor>
                </li>
                <li>
                  <Anchor className={classes.link} component={Link} to="/pages/privacy" size="sm">
                    {t('footer.privacy')}
                  </Anchor>
                </li>
              </ul>
            </nav>
          </Stack>

          <Stack gap="sm">
            <h2 className={classes.heading}>{t('footer.trustHeading')}</h2>
            <ul className={classes.list}>
              <li>
                <Line icon={<IconShieldCheck {...iconProps} />}>
                  <Text size="sm">{t('footer.badges.registeredCharities')}</Text>
                </Line>
              </li>
              <li>
                <Line icon={<IconCertificate {...iconProps} />}>
                  <Text size="sm">{t('footer.badges.officialReceipts')}</Text>
                </Line>
              </li>
              <li>
                <Line icon={<IconCoin {...iconProps} />}>
                  <Text size="sm">{t('footer.badges.noFees')}</Text>
                </Line>
              </li>
              <li>
                <Line icon={<IconLock {...iconProps} />}>
                  <Text size="sm">{t('footer.badges.privacy')}</Text>
                </Line>
              </li>
            </ul>
          </Stack>
        </SimpleGrid>
        <Text size="sm" className={`${classes.bottom} ${classes.muted}`}>
          {t('footer.copyright', { year: new Date().getFullYear(), company })}
        </Text>
      </Container>
    </ServerCached>
  );
}
