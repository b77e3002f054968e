import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link, useLocation } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@client/features/auth/api';
import { NotFoundPage } from '@client/features/errors/NotFoundPage';
import { usePageTitle } from '@client/ui/usePageTitle';
import { areaAt, otherAreas, type AreaLink } from './areas';

function LinkList({ title, links }: { title: string; links: AreaLink[] }) {
  const { t } = useTranslation('areas');
  if (links.length === 0) return null;
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <List spacing="xs">
        {links.map((link) => (
          <List.Item key={link.to}>
            <Anchor component={Link} to={link.to}>
              {t(link.label)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** Landing page of a signed-in area (the route guard has already checked the role). */
export function AreaHomePage() {
  const { pathname } = useLocation();
  const area = areaAt(pathname);
  return area ? <AreaHome areaPath={area.path} /> : <NotFoundPage />;
}

function AreaHome({ areaPath }: { areaPath: string }) {
  const { t } = useTranslation('areas');
  const { user } = useCurrentUser();
  const area = areaAt(areaPath)!;
  usePageTitle(`areas:${area.key}.title`);
  if (!user) return null;
  const name = user.firstName?.trim() || user.username;
  const others = otherAreas(area, user.role).map((a) => ({ to: a.path, label: `areas:${a.key}.title` }));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t(`${area.key}.title`)}</Title>
          <Text size="lg" mt="xs">
            {t(`${area.key}.description`)}
          </Text>
        </div>
        <div>
          <Text fw={600}>{t('greeting', { name })}</Text>
          <Text>{t('signedInAs', { username: user.username, role: t(`auth:roles.${user.role}`) })}</Text>
        </div>
        <LinkList title={t('linksHeading')} links={area.links} />
        <LinkList title={t('otherAreasHeading')} links={others} />
      </Stack>
    </Container>
  );
}
