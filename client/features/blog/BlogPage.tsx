import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Card.css';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconRss, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { blogFeedPath } from '@shared/blog/urls';
import { BLOG_PAGE_SIZE } from '@shared/blog/urls';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { ListPager } from '@client/ui/ListPager';
import { usePageTitle } from '@client/ui/usePageTitle';
import { categoryLabel, useBlogList, useCategories } from './api';
import { BlogPostCard } from './BlogPostCard';

function CardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden="true">
      <Skeleton height={140} mb="sm" />
      <Skeleton height={14} width="40%" mb="xs" />
      <Skeleton height={20} mb="xs" />
      <Skeleton height={12} mb={6} />
      <Skeleton height={12} width="80%" />
    </Card>
  );
}

/** /blog: search over title and excerpt, category toggles, cards, paging; the visitor's language first. */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  usePageTitle('blog:list.title');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const list = useBlogList({ page, q, category });
  const categories = useCategories();

  const update = (next: { q?: string; category?: string; page?: number }) => {
    const merged = { q, category, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.category) out.set('category', merged.category);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };

  // Search as the visitor types, once they pause.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  let body;
  if (list.isPending) {
    body = (
      <>
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {Array.from({ length: 6 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </>
    );
  } else if (list.isError) {
    body = (
      <Text role="alert" c="red.9">
        {apiErrorMessage(list.error, t('list.loadError'))}
      </Text>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <Stack align="center" py="xl" gap="xs" role="status">
        <Title order={2} size="h3">
          {t('list.empty')}
        </Title>
        <Text>{t('list.emptyHint')}</Text>
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        {list.data.items.map((post) => (
          <BlogPostCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text mt="xs" size="lg">
            {t('list.intro')}
          </Text>
        </div>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: search.trim() });
          }}
        >
          <TextInput
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            maw={520}
          />
        </form>
        {categories.data && categories.data.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('list.categories')}>
            <Button
              size="xs"
              radius="xl"
              variant={category ? 'default' : 'filled'}
              aria-pressed={!category}
              onClick={() => update({ category: '' })}
            >
              {t('list.all')}
            </Button>
            {categories.data.map((c) => (
              <Button
                key={c.id}
                size="xs"
                radius="xl"
                variant={category === c.slug ? 'filled' : 'default'}
                aria-pressed={category === c.slug}
                onClick={() => update({ category: category === c.slug ? '' : c.slug })}
              >
                {categoryLabel(c, language)}
              </Button>
            ))}
          </Group>
        )}
        {list.data && list.data.items.length > 0 && (
          <Text size="sm" aria-live="polite">
            {t('list.count', { count: list.data.total })}
          </Text>
        )}
        {body}
        <ListPager
          total={list.data?.total ?? 0}
          pageSize={BLOG_PAGE_SIZE}
          page={page}
          onChange={(p) => update({ page: p })}
          label={t('list.pages')}
        />
        <Group>
          <Anchor href={blogFeedPath(language)} size="sm">
            <Group gap={4} component="span">
              <IconRss size={16} aria-hidden="true" />
              {t('list.feed')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
