import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PostStatus } from './api';

const COLORS: Record<PostStatus, { color: string; text: string }> = {
  draft: { color: 'gray', text: 'dark.7' },
  scheduled: { color: 'blue', text: 'blue.9' },
  published: { color: 'green', text: 'green.9' },
  archived: { color: 'yellow', text: 'yellow.9' },
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('blog');
  return (
    <Badge variant="light" color={COLORS[status].color} c={COLORS[status].text}>
      {t(`status.${status}`)}
    </Badge>
  );
}
