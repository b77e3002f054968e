import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { PageLoader } from '@client/ui/PageLoader';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useContentPage, type ContentPageData } from './api';
import classes from './ContentPage.module.css';

const KNOWN_TEMPLATES = new Set(['default', 'landing', 'legal', 'fullWidth']);

function Message({ title, body, retry }: { title: string; body: string; retry?: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{body}</Text>
        <Group justify="center">
          {retry && <Button onClick={retry}>{t('error.retry')}</Button>}
          <Button
            component={Link}
            to="/"
            variant={retry ? 'default' : 'filled'}
            leftSection={<IconHome size={18} aria-hidden="true" />}
          >
            {t('common:backToHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function PageView({ page }: { page: ContentPageData }) {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  usePageTitle('pages:documentTitle', { title: page.title });
  const template = KNOWN_TEMPLATES.has(page.template)
    ? t(`templates.${page.template}`)
    : t('templates.other');
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        {page.featuredImage && (
          <img src={page.featuredImage} alt="" width={1200} height={630} className={classes.image} />
        )}
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('templateBadge', { template })}
          </Badge>
          {page.isHomepage && <Badge variant="light">{t('homepageBadge')}</Badge>}
        </Group>
        <Title order={1} lang={page.language}>
          {page.title}
        </Title>
        {page.translation ? (
          <Anchor component={Link} to={`/pages/${page.translation.slug}`} lang={page.translation.language}>
            {t(`translationLink.${page.translation.language === 'fr' ? 'fr' : 'en'}`, {
              title: page.translation.title,
            })}
          </Anchor>
        ) : (
          page.language !== language && (
            <Text size="sm">{t(`onlyIn.${page.language === 'fr' ? 'fr' : 'en'}`)}</Text>
          )
        )}
        {page.excerpt && (
          <Text size="lg" c="dimmed" lang={page.language}>
            {page.excerpt}
          </Text>
        )}
        {/* Sanitized on the server against a short allowlist (server/features/pages/sanitize-html.ts). */}
        <div
          className={classes.content}
          lang={page.language}
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
        <Text size="sm" c="dimmed">
          {t('lastUpdated', { date: formatDate(page.updatedAt, language, { dateStyle: 'long' }) })}
        </Text>
      </Stack>
    </Container>
  );
}

function NotFound() {
  const { t } = useTranslation('pages');
  usePageTitle('pages:notFound.title');
  return <Message title={t('notFound.title')} body={t('notFound.body')} />;
}

function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('pages');
  usePageTitle('pages:error.title');
  return <Message title={t('error.title')} body={t('error.body')} retry={retry} />;
}

/**
 * /pages/:slug — a published content page (terms, privacy...) in its own language, with a link to its
 * translation (DECISIONS §10); switching the site's language while on it opens the translation.
 */
export function ContentPage() {
  const { slug = '' } = useParams();
  const query = useContentPage(slug);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const shownIn = useRef(language);
  const translation = query.data?.translation;
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    if (translation?.language === language)
      void navigate(`/pages/${encodeURIComponent(translation.slug)}`, { replace: true });
  }, [language, translation, navigate]);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadError retry={() => void query.refetch()} />
    );
  }
  return <PageView page={query.data} />;
}
