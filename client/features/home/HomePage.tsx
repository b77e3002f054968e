import { Anchor, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalculator, IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useBusinessHours, usePublicSettings } from '@client/features/settings/api';
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
      <Container size="lg" py={56} className={classes.heroContent}>
        <Stack align="center" ta="center" gap="lg">
          <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
          <Title order={1} id="hero-title" fz={{ base: 32, sm: 46 }} maw={820}>
            {t('hero.title')}
          </Title>
          <Text size="lg" maw={700}>
            {t('hero.subtitle')}
          </Text>
          <Group justify="center">
            <Button
              component={Link}
              to="/unified-donation"
              size="lg"
              leftSection={<IconHeart size={20} aria-hidden="true" />}
            >
              {t('hero.donate')}
            </Button>
            <Button
              component={Link}
              to="/vehicle-valuation"
              size="lg"
              variant="default"
              leftSection={<IconCalculator size={20} aria-hidden="true" />}
            >
              {t('hero.valuation')}
            </Button>
          </Group>
          <Text fw={600}>{t('hero.note')}</Text>
          <TrustBadges />
        </Stack>
        <section aria-labelledby="benefits-title">
          <VisuallyHidden>
            <h2 id="benefits-title">{t('benefits.title')}</h2>
          </VisuallyHidden>
          <div style={{ marginTop: 48 }}>
            <BenefitCards items={['pickup', 'tax', 'charity']} />
          </div>
        </section>
      </Container>
    </section>
  );
}

/** The business phone and hours (settings) under the FAQ; the line's height is kept while they load. */
function CallUs() {
  const { get } = usePublicSettings();
  const phone = get('business', 'phone');
  const hours = useBusinessHours();
  return (
    <Text ta="center" mt="lg" mih="1.6em">
      {phone && hours ? (
        <Trans
          ns="home"
          i18nKey="cta.phone"
          values={{ phone, hours }}
          components={{ tel: <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} /> }}
        />
      ) : null}
    </Text>
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
        <Container size="sm" px={0}>
          <CheckList items={WHY_REASONS} />
        </Container>
      </HomeSection>
      <Testimonials cta="help" tinted />
      <Faq cta="donate">
        <CallUs />
      </Faq>
    </>
  );
}
