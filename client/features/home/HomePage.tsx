import { IconCalculator, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBusinessHours, usePublicSettings } from '@client/features/settings/api';
import { ButtonLink } from '@client/ui/ButtonLink';
import { usePageTitle } from '@client/ui/usePageTitle';
import { BenefitCards } from './BenefitCards';
import { CheckList } from './CheckList';
import { WHY_REASONS } from './content';
import { Faq } from './Faq';
import { HeroShapes } from './HeroShapes';
import { HomeSection } from './HomeSection';
import { HowItWorks } from './HowItWorks';
import { Impact } from './Impact';
import { Testimonials } from './Testimonials';
import { TrustBadges } from './TrustBadges';
import { useScrollToHash } from './useScrollToHash';
import classes from './Home.module.css';

function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <HeroShapes />
      <div className={`${classes.container} ${classes.heroContent}`}>
        <div className={classes.heroStack}>
          <p className={classes.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className={classes.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={`${classes.lead} ${classes.heroLead}`}>{t('hero.subtitle')}</p>
          <div className={classes.actions}>
            <ButtonLink
              to="/unified-donation"
              size="lg"
              leftSection={<IconHeart size={20} aria-hidden="true" />}
            >
              {t('hero.donate')}
            </ButtonLink>
            <ButtonLink
              to="/vehicle-valuation"
              size="lg"
              variant="default"
              leftSection={<IconCalculator size={20} aria-hidden="true" />}
            >
              {t('hero.valuation')}
            </ButtonLink>
          </div>
          <p className={classes.note}>{t('hero.note')}</p>
          <TrustBadges />
        </div>
        <section aria-labelledby="benefits-title">
          <span className={classes.visuallyHidden}>
            <h2 id="benefits-title">{t('benefits.title')}</h2>
          </span>
          <div className={classes.benefits}>
            <BenefitCards items={['pickup', 'tax', 'charity']} />
          </div>
        </section>
      </div>
    </section>
  );
}

/** `cta.phone` is "… <tel>{{phone}}</tel> …": the text around the number, and the number as a link. */
const NUMBER = '\u0000';

/** The business phone and hours (settings) under the FAQ; the line's height is kept while they load. */
function CallUs() {
  const { t } = useTranslation('home');
  const { get } = usePublicSettings();
  const phone = get('business', 'phone');
  const hours = useBusinessHours();
  const parts = phone && hours ? t('cta.phone', { phone: NUMBER, hours }).split(`<tel>${NUMBER}</tel>`) : [];
  return (
    <p className={`${classes.text} ${classes.callUs}`}>
      {parts.length === 2 && (
        <>
          {parts[0]}
          <a
            className={`mantine-focus-auto ${classes.phone}`}
            href={`tel:${String(phone).replace(/[^\d+]/g, '')}`}
          >
            {phone}
          </a>
          {parts[1]}
        </>
      )}
    </p>
  );
}

/** `/`: hero with badges and benefits, how it works, impact, why choose us, testimonials, FAQ. */
export function HomePage() {
  usePageTitle('seo:routes.home.title');
  useScrollToHash();
  return (
    <>
      <Hero />
      <HowItWorks cta="start" />
      <Impact cta="join" tinted />
      <HomeSection id="why-donate" title="why.title" subtitle="why.subtitle" cta="quick">
        <div className={classes.narrow}>
          <CheckList items={WHY_REASONS} />
        </div>
      </HomeSection>
      <Testimonials cta="help" tinted />
      <Faq cta="donate">
        <CallUs />
      </Faq>
    </>
  );
}
