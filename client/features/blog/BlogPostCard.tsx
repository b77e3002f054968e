import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Anchor, Badge, Card, VisuallyHidden } from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate } from '@client/lib/format';
import type { PostCard } from './api';
import layout from '@client/ui/layout.module.css';
import classes from './Blog.module.css';

/** One article in a list: image, category, title, excerpt, date, reading time, views, Read More. */
export function BlogPostCard({ post, headingLevel = 2 }: { post: PostCard; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      <div className={`${layout.stack} ${layout.gapXs} ${classes.cardBody}`}>
        <div className={`${layout.row} ${layout.rowXs}`}>
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
        </div>
        <Heading className={classes.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        {post.excerpt && <p className={`${layout.text} ${layout.sm} ${classes.clamp3}`}>{post.excerpt}</p>}
        <p className={`${layout.text} ${layout.xs} ${layout.dimmed} ${layout.mtAuto}`}>
          {formatDate(post.publishedAt, language, { dateStyle: 'medium' })} ·{' '}
          {t('card.minutes', { count: post.readingMinutes })} · {t('card.views', { count: post.viewCount })}
        </p>
        <Anchor component={Link} to={href} size="sm" fw={600}>
          {t('card.readMore')}
          <VisuallyHidden>{t('card.readMoreTitle', { title: post.title })}</VisuallyHidden>
        </Anchor>
      </div>
    </Card>
  );
}
