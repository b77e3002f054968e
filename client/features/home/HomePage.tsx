import { Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalculator,
  IconCertificate,
  IconHeart,
  IconHeartHandshake,
  IconTruck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@client/ui/usePageTitle';

const REASONS = [
  { key: 'pickup', icon: IconTruck },
  { key: 'receipt', icon: IconCertificate },
  { key: 'charity', icon: IconHeartHandshake },
] as const;

/** Temporary home page: hero and reasons to donate. The full home page replaces it. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle('home:pageTitle');
  return (
    <>
      <Container size="md" py={64}>
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {t('hero.title')}
          </Title>
          <Text size="lg" maw={640}>
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
              variant="outline"
              leftSection={<IconCalculator size={20} aria-hidden="true" />}
            >
              {t('hero.valuation')}
            </Button>
          </Group>
        </Stack>
      </Container>
      <Container size="lg" pb={64} component="section" id="why-donate" aria-labelledby="why-donate-title">
        <Title order={2} id="why-donate-title" ta="center" mb="xl">
          {t('why.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {REASONS.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs" align="center" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light">
                <Icon size={26} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`why.${key}.title`)}
              </Title>
              <Text>{t(`why.${key}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
