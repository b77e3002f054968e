import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconHome,
  IconLink,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '@client/lib/router';
import { blogPostUrl } from '@shared/blog/urls';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@client/features/settings/api';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { PageLoader } from '@client/ui/PageLoader';
import { ButtonLink } from '@client/ui/ButtonLink';
import layout from '@client/ui/layout.module.css';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useBlogPost, type PublicPost } from './api';
import { BlogPostCard } from './BlogPostCard';
import classes from './Blog.module.css';

function Message({ title, body, retry }: { title: string; body: string; retry?: () => void }) {
  const { t } = useTranslation('blog');
  usePageTitle('blog:post.documentTitle', { title });
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg">{body}</Text>
        <Group justify="center">
          {retry && <Button onClick={retry}>{t('post.retry')}</Button>}
          <Button component={Link} to="/blog" variant={retry ? 'default' : 'filled'}>
            {t('post.backToBlog')}
          </Button>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden="true" />}
          >
            {t('common:backToHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Counts this visit once (the server counts a visitor once a day) and gives the count to show. */
function useViewCount(post: PublicPost): number {
  const [count, setCount] = useState(post.viewCount);
  useEffect(() => {
    setCount(post.viewCount);
    let cancelled = false;
    apiRequest<{ viewCount: number }>('POST', `/api/posts/${post.id}/view`)
      .then((r) => {
        if (!cancelled) setCount(r.viewCount);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [post.id, post.viewCount]);
  return count;
}

function ShareLinks({ post }: { post: PublicPost }) {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState(false);
  const [url, setUrl] = useState(`/blog/${encodeURIComponent(post.slug)}`);
  useEffect(() => setUrl(window.location.origin + window.location.pathname), []);
  const u = encodeURIComponent(url);
  const title = encodeURIComponent(post.title);
  const links = [
    {
      network: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: IconBrandFacebook,
    },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${title}`, icon: IconBrandX },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: IconBrandLinkedin,
    },
  ];
  return (
    <div className={`${layout.row} ${layout.rowXs}`} role="group" aria-label={t('post.share')}>
      <p className={`${layout.text} ${layout.sm} ${layout.semibold}`}>{t('post.share')}</p>
      {links.map(({ network, href, icon: Icon }) => (
        <ActionIcon
          key={network}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="lg"
          aria-label={t('post.shareOn', { network })}
        >
          <Icon size={18} aria-hidden="true" />
        </ActionIcon>
      ))}
      <ActionIcon
        component="a"
        href={`mailto:?subject=${title}&body=${u}`}
        variant="default"
        size="lg"
        aria-label={t('post.shareEmail')}
      >
        <IconMail size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={copied ? t('post.copied') : t('post.copyLink')}
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        <IconLink size={18} aria-hidden="true" />
      </ActionIcon>
      <span aria-live="polite">{copied ? <Text size="sm">{t('post.copied')}</Text> : null}</span>
    </div>
  );
}

function PostView({ post }: { post: PublicPost }) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const { get } = usePublicSettings();
  const phone = get('business', 'phone');
  usePageTitle('blog:post.documentTitle', { title: post.title });
  const views = useViewCount(post);
  const otherLanguage = post.language !== language;
  return (
    <div className={`${layout.container} ${layout.containerMd} ${layout.pyXl}`}>
      <div className={`${layout.stack} ${layout.gapLg}`}>
        <Breadcrumbs component="nav" aria-label={t('post.breadcrumbs')} separator="›">
          <Anchor component={Link} to="/" size="sm">
            {t('post.home')}
          </Anchor>
          <Anchor component={Link} to="/blog" size="sm">
            {t('post.blog')}
          </Anchor>
          <Text size="sm" aria-current="page" lineClamp={1}>
            {post.title}
          </Text>
        </Breadcrumbs>
        <article lang={otherLanguage ? post.language : undefined}>
          <div className={layout.stack}>
            {post.category && (
              <div className={layout.row}>
                <Badge variant="light" color="gray" c="dark.7">
                  {post.category.name}
                </Badge>
              </div>
            )}
            <h1 className={layout.h1}>{post.title}</h1>
            {post.excerpt && <p className={`${layout.text} ${layout.lg} ${layout.dark6}`}>{post.excerpt}</p>}
            <p className={`${layout.text} ${layout.sm} ${layout.dark6}`}>
              {[
                post.authorName ? t('post.by', { name: post.authorName }) : null,
                t('post.published', { date: formatDate(post.publishedAt, language, { dateStyle: 'long' }) }),
                t('card.minutes', { count: post.readingMinutes }),
                t('card.views', { count: views }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {(otherLanguage || post.translation) && (
              <Alert variant="light" color="blue" lang={language}>
                {otherLanguage && !post.translation && (
                  <Text size="sm">
                    {t('post.inOtherLanguage', { language: t(`languageName.${post.language}`) })}
                  </Text>
                )}
                {post.translation && (
                  <Anchor
                    component={Link}
                    to={`/blog/${encodeURIComponent(post.translation.slug)}`}
                    size="sm"
                    lang={post.translation.language}
                  >
                    {t('post.readTranslation', { language: t(`languageName.${post.translation.language}`) })}
                  </Anchor>
                )}
              </Alert>
            )}
            <ShareLinks post={post} />
            {post.featuredImage && (
              <img src={post.featuredImage} alt="" width={1200} height={630} className={classes.heroImage} />
            )}
            {/* Sanitized on the server when saved and again when read (server/features/pages/sanitize-html.ts). */}
            <div className={classes.content} dangerouslySetInnerHTML={{ __html: post.content }} />
            {post.tags.length > 0 && (
              <div className={`${layout.row} ${layout.rowXs}`} role="group" aria-label={t('post.tags')}>
                <p className={`${layout.text} ${layout.sm} ${layout.semibold}`}>{t('post.tags')}</p>
                {post.tags.map((tag) => (
                  <Badge key={tag.id} variant="outline" color="gray" c="dark.7">
                    {tag.name}
                  </Badge>
                ))}
              </div>
            )}
          </div>
        </article>
        <div className={`${layout.stack} ${layout.gapSm} ${layout.pLg} ${classes.cta}`}>
          <h2 className={layout.h3}>{t('post.ctaTitle')}</h2>
          <p className={layout.text}>{t('post.ctaBody')}</p>
          <div className={layout.row}>
            <ButtonLink to="/donate">{t('post.ctaDonate')}</ButtonLink>
            {phone && (
              <Button
                component="a"
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                variant="default"
                leftSection={<IconPhone size={18} aria-hidden="true" />}
              >
                {t('post.ctaCall', { phone })}
              </Button>
            )}
          </div>
        </div>
        {post.related.length > 0 && (
          <section className={layout.stack} aria-labelledby="related-heading">
            <h2 className={layout.h2} id="related-heading">
              {t('post.related')}
            </h2>
            <div className={layout.cards3}>
              {post.related.map((r) => (
                <BlogPostCard key={r.id} post={r} headingLevel={3} />
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * /blog/:slug — a published article, or "Post Not Found". Switching the site's language while on it
 * opens its translation when it has one (DECISIONS §10).
 */
export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    // The answer is kept per language: the one read before the switch names the translation.
    const shown = queryClient.getQueryData<PublicPost>([blogPostUrl(slug), shownIn.current]);
    shownIn.current = language;
    const translation = shown?.translation;
    if (translation?.language === language)
      void navigate(`/blog/${encodeURIComponent(translation.slug)}`, { replace: true });
  }, [language, slug, navigate, queryClient]);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <Message title={t('post.notFoundTitle')} body={t('post.notFoundBody')} />
    ) : (
      <Message title={t('post.errorTitle')} body={t('post.errorBody')} retry={() => void query.refetch()} />
    );
  }
  return <PostView post={query.data} />;
}
