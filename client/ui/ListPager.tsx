import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListPagerProps {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers ("Pages of donations"). */
  label: string;
}

/** Page links under a list, shown only when there is more than one page. */
export function ListPager({ total, pageSize, page, onChange, label }: ListPagerProps) {
  const { t } = useTranslation('common');
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })}
        withEdges
      />
    </Group>
  );
}
