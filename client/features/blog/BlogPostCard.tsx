import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate } from '@client/lib/format';
import type { PostCard } from './api';
import classes from './Blog.module.css';

/** One article in a list: image, category, title, excerpt, date, reading time, views, Read More. */
export function BlogPostCard({ post, headingLevel = 2 }: { post: PostCard; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      component="article"
      lang={post.language === language ? undefined : post.language}
    >
      {post.featuredImage && (
        <Card.Section>
          <img
            src={post.featuredImage}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className={classes.cardImage}
          />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group gap="xs">
          {post.category && (
            <Badge variant="light" color="gray" c="dark.7">
              {post.category.name}
            </Badge>
          )}
          {post.language !== language && (
            <Badge variant="outline" color="gray" c="dark.7">
              {t(`languageName.${post.language}`)}
            </Badge>
          )}
        </Group>
        <Title order={headingLevel} className={classes.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </Title>
        {post.excerpt && (
          <Text size="sm" lineClamp={3}>
            {post.excerpt}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="auto">
          {formatDate(post.publishedAt, language, { dateStyle: 'medium' })} ·{' '}
          {t('card.minutes', { count: post.readingMinutes })} · {t('card.views', { count: post.viewCount })}
        </Text>
        <Anchor component={Link} to={href} size="sm" fw={600}>
          {t('card.readMore')}
          <VisuallyHidden>{t('card.readMoreTitle', { title: post.title })}</VisuallyHidden>
        </Anchor>
      </Stack>
    </Card>
  );
}
