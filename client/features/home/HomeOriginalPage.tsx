import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
        <Container size="md" py={56} className={classes.heroContent}>
          <Stack align="center" ta="center" gap="lg">
            <Title order={1} id="hero-title" fz={{ base: 30, sm: 42 }}>
              {t('original.title')}
            </Title>
            <Text size="lg" maw={640}>
              {t('original.subtitle')}
            </Text>
            <Button
              component={Link}
              to="/unified-donation"
              size="lg"
              leftSection={<IconHeart size={20} aria-hidden="true" />}
            >
              {t('hero.donate')}
            </Button>
            <Text fw={600}>{t('hero.note')}</Text>
          </Stack>
        </Container>
      </section>
      <HowItWorks cta="start" tinted />
      <HomeSection id="why-donate" title="trust.title" cta="quick">
        <Container size="sm" px={0}>
          <CheckList items={TRUST_POINTS} />
        </Container>
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
