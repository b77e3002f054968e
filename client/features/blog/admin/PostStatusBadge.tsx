import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PostStatus } from './api';

/** Near-black text on each status's tint (AA contrast, also on a hovered row). */
const COLORS: Record<PostStatus, { color: string; text: string }> = {
  draft: { color: 'gray', text: 'dark.9' },
  scheduled: { color: 'blue', text: 'dark.9' },
  published: { color: 'green', text: 'dark.9' },
  archived: { color: 'yellow', text: 'dark.9' },
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('blog');
  return (
    <Badge variant="light" color={COLORS[status].color} c={COLORS[status].text}>
      {t(`status.${status}`)}
    </Badge>
  );
}
