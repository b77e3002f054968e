import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_GROUPS } from '@shared/donations/status-machine';
import { useDonationList } from '@client/features/donations/desk/api';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { AdminDonationRow } from './AdminDonationRow';

const PAGE_SIZE = 20;

/** /admin/donations: every donation, filtered by the four groups, each status editable in place. */
export function AdminDonationsPage() {
  const { t } = useTranslation('staff');
  usePageTitle('staff:admin.title');
  const list = usePagedFilters({ search: '', group: '' }, { pageSize: PAGE_SIZE, debounced: ['search'] });
  const { search, group } = list.applied;
  const query = useDonationList({ search, status: group, page: list.page, pageSize: PAGE_SIZE });

  return (
    <AdminListPage
      title={t('admin.title')}
      intro={t('admin.intro')}
      filters={
        <>
          <TextInput
            label={t('list.search')}
            description={t('list.searchHelp')}
            {...list.field('search')}
            miw={280}
            flex={1}
          />
          <NativeSelect
            label={t('admin.groupFilter')}
            data={[
              { value: '', label: t('list.allStatuses') },
              ...STATUS_GROUPS.map((g) => ({ value: g, label: t(`domain:statusGroup.${g}`) })),
            ]}
            {...list.field('group')}
            miw={200}
          />
        </>
      }
      count={query.data && t('list.count', { count: query.data.total })}
      pager={list.pager(query.data?.total, t('list.pages'))}
    >
      <ListTable
        query={query}
        items={query.data?.items}
        text={{ loading: t('list.loading'), loadError: t('list.loadError'), empty: t('list.empty') }}
        caption={t('list.caption')}
        columns={[
          t('list.columns.id'),
          t('list.columns.donor'),
          t('list.columns.vehicle'),
          t('admin.mileage'),
          t('admin.value'),
          t('list.columns.status'),
          t('list.columns.submitted'),
          <VisuallyHidden key="actions">{t('admin.actions')}</VisuallyHidden>,
        ]}
        minWidth={960}
        striped
        row={(d) => <AdminDonationRow key={d.id} d={d} />}
      />
    </AdminListPage>
  );
}
