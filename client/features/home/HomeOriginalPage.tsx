import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/ButtonLink';
import { usePageTitle } from '@client/ui/usePageTitle';
import { BenefitCards } from './BenefitCards';
import { CheckList } from './CheckList';
import { TRUST_POINTS } from './content';
import { Faq } from './Faq';
import { HeroShapes } from './HeroShapes';
import { HomeSection } from './HomeSection';
import { HowItWorks } from './HowItWorks';
import { StillHaveQuestions } from './StillHaveQuestions';
import { Testimonials } from './Testimonials';
import { useScrollToHash } from './useScrollToHash';
import classes from './Home.module.css';

/** `/home-original`: the simpler home page (spec §2, variant 2). */
export function HomeOriginalPage() {
  const { t } = useTranslation('home');
  usePageTitle('seo:routes.homeOriginal.title');
  useScrollToHash();
  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <HeroShapes />
        <div className={`${classes.container} ${classes.containerMd} ${classes.heroContent}`}>
          <div className={classes.heroStack}>
            <h1 id="hero-title" className={`${classes.heroTitle} ${classes.originalTitle}`}>
              {t('original.title')}
            </h1>
            <p className={`${classes.lead} ${classes.sectionSubtitle}`}>{t('original.subtitle')}</p>
            <ButtonLink
              to="/unified-donation"
              size="lg"
              leftSection={<IconHeart size={20} aria-hidden="true" />}
            >
              {t('hero.donate')}
            </ButtonLink>
            <p className={classes.note}>{t('hero.note')}</p>
          </div>
        </div>
      </section>
      <HowItWorks cta="start" tinted />
      <HomeSection id="why-donate" title="trust.title" cta="quick">
        <div className={classes.narrow}>
          <CheckList items={TRUST_POINTS} />
        </div>
      </HomeSection>
      <HomeSection id="benefits" title="benefits.title" cta="help" tinted>
        <BenefitCards items={['pickup', 'tax', 'paperwork', 'charity']} />
      </HomeSection>
      <Testimonials cta="join" />
      <Faq cta="donate" tinted>
        <StillHaveQuestions />
      </Faq>
    </>
  );
}
