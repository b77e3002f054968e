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
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { legalPagePath } from '@shared/content/legal-pages';
import { CONTACT_FORM_SLUGS } from '@shared/forms/contact';
import { useBusinessHours, useCompanyName, usePublicSettings } from '@client/features/settings/api';
import { useLanguage } from '@client/i18n/useLanguage';
import { openChatInsteadOfNavigating } from '@client/features/chat/openChat';
import { ButtonLink } from '@client/ui/ButtonLink';
import { FOOTER_LINKS } from './navLinks';
import classes from './Footer.module.css';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.line}>
      {icon}
      <div>{children}</div>
    </div>
  );
}

const iconProps = { size: 18, 'aria-hidden': true, style: { flexShrink: 0, marginTop: 3 } } as const;

/** Site footer; `#contact` in the navigation points here. */
export function Footer() {
  return (
    <footer id="contact" className={classes.footer}>
      <FooterContent />
    </footer>
  );
}

/** Plain elements with the rules of Mantine's Container, SimpleGrid, Stack, Group, Text and Anchor (Footer.module.css). */
function FooterContent() {
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
  const muted = `${classes.text} ${classes.muted}`;
  const linkClass = `mantine-focus-auto ${classes.link}`;

  return (
    <div className={classes.container}>
      <div className={classes.columns}>
        <div className={`${classes.column} ${classes.first}`}>
          <h2 className={classes.heading}>{company}</h2>
          <p className={muted}>{t('brand.tagline')}</p>
          <ButtonLink
            to="/unified-donation"
            variant="white"
            leftSection={<IconHeart size={18} aria-hidden="true" />}
          >
            {t('footer.startDonation')}
          </ButtonLink>
          <Line icon={<IconTruck {...iconProps} />}>
            <p className={classes.text}>{t('footer.freePickup')}</p>
          </Line>
        </div>

        <div className={classes.column}>
          <h2 className={classes.heading}>{t('footer.contactHeading')}</h2>
          {email && (
            <Line icon={<IconMail {...iconProps} />}>
              <p className={muted}>{t('footer.emailSupport')}</p>
              <a className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
            </Line>
          )}
          {phone && (
            <Line icon={<IconPhone {...iconProps} />}>
              <p className={muted}>{t('footer.phone')}</p>
              <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </Line>
          )}
          <Line icon={<IconMessage {...iconProps} />}>
            <Link className={linkClass} to={`/forms/${CONTACT_FORM_SLUGS[language === 'fr' ? 'fr' : 'en']}`}>
              {t('footer.contactForm')}
            </Link>
          </Line>
          {hours && (
            <Line icon={<IconClock {...iconProps} />}>
              <p className={muted}>{t('footer.hours')}</p>
              <p className={classes.text}>{hours}</p>
            </Line>
          )}
          {officerName && officerEmail && (
            <Line icon={<IconUserShield {...iconProps} />}>
              <p className={muted}>{t('nav:privacyOfficer')}</p>
              <p className={classes.text}>{officerName}</p>
              <a className={linkClass} href={`mailto:${officerEmail}`}>
                {officerEmail}
              </a>
            </Line>
          )}
        </div>

        <div className={classes.column}>
          <h2 className={classes.heading}>{t('footer.linksHeading')}</h2>
          <nav aria-label={t('footer.linksLabel')}>
            <ul className={classes.list}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    className={linkClass}
                    to={link.to}
                    // public-site.md §2: the footer's live chat ("available 24/7") opens the chat.
                    onClick={link.to === '/chat' ? openChatInsteadOfNavigating : undefined}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link className={linkClass} to={legalPagePath('terms', language)}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to={legalPagePath('privacy', language)}>
                  {t('footer.privacy')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>

        <div className={classes.column}>
          <h2 className={classes.heading}>{t('footer.trustHeading')}</h2>
          <ul className={classes.list}>
            <li>
              <Line icon={<IconShieldCheck {...iconProps} />}>
                <p className={classes.text}>{t('footer.badges.registeredCharities')}</p>
              </Line>
            </li>
            <li>
              <Line icon={<IconCertificate {...iconProps} />}>
                <p className={classes.text}>{t('footer.badges.officialReceipts')}</p>
              </Line>
            </li>
            <li>
              <Line icon={<IconCoin {...iconProps} />}>
                <p className={classes.text}>{t('footer.badges.noFees')}</p>
              </Line>
            </li>
            <li>
              <Line icon={<IconLock {...iconProps} />}>
                <p className={classes.text}>{t('footer.badges.privacy')}</p>
              </Line>
            </li>
          </ul>
        </div>
      </div>
      <p className={`${muted} ${classes.bottom}`}>
        {t('footer.copyright', { year: new Date().getFullYear(), company })}
      </p>
    </div>
  );
}
