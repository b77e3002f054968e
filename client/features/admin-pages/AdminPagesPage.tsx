import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPages } from './api';

const PAGE_SIZE = 20;

/** /admin/pages: every content page, its language, status and translation. */
export function AdminPagesPage() {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  usePageTitle('pages:admin.title');
  const [q, setQ] = useState('');
  const [lang, setLang] = useState('');
  const [page, setPage] = useState(1);
  const query = useAdminPages({ q, language: lang, page, pageSize: PAGE_SIZE });

  let body = listStatus(query, {
    loading: t('admin.loading'),
    loadError: t('admin.loadError'),
    empty: t('admin.empty'),
  });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('admin.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.translation')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/pages/${p.id}/edit`} lang={p.language}>
                    {p.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    /pages/{p.slug}
                  </Text>
                  {p.isHomepage && (
                    <Badge size="sm" variant="light" mt={4} c="gray.9" tt="none">
                      {t('admin.homepage')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`admin.languages.${p.language === 'fr' ? 'fr' : 'en'}`)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={p.status === 'published' ? 'green' : 'gray'}
                    c="gray.9"
                    tt="none"
                  >
                    {t(`admin.statuses.${p.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {p.translation ? (
                    <Anchor
                      component={Link}
                      to={`/admin/pages/${p.translation.id}/edit`}
                      lang={p.translation.language}
                    >
                      {p.translation.title}
                    </Anchor>
                  ) : (
                    <Badge variant="light" color="orange" c="gray.9" tt="none">
                      {t('admin.missingTranslation')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(p.updatedAt, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('admin.title')}</Title>
            <Text mt="xs">{t('admin.intro')}</Text>
          </div>
          <Button
            component={Link}
            to="/admin/pages/new"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('admin.new')}
          </Button>
        </Group>
        <Group align="flex-end">
          <TextInput
            label={t('admin.search')}
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('admin.columns.language')}
            value={lang}
            onChange={(e) => {
              setLang(e.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: '', label: '—' },
              { value: 'en', label: t('admin.languages.en') },
              { value: 'fr', label: t('admin.languages.fr') },
            ]}
          />
        </Group>
        {body}
        {query.data && (
          <ListPager
            total={query.data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onChange={setPage}
            label={t('admin.title')}
          />
        )}
      </Stack>
    </Container>
  );
}
