import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import {
  Badge,
  Button,
  Container,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconHeartHandshake,
  IconPencil,
  IconShieldLock,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@shared/permissions';
import { USER_PAGE_SIZE } from '@shared/users/users.schemas';
import { useCurrentUser } from '@client/features/auth/api';
import { apiErrorMessage } from '@client/lib/api-client';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useLastValue } from '@client/ui/useLastValue';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useDeleteUser, useResetTwoFactor, useUpdateUser, useUsers, type UserView } from './api';
import { UserDialog } from './UserDialog';

/** Each role with its own icon and badge colour (back-office.md §2, Users). */
const ROLE_LOOK: Record<Role, { color: string; icon: ReactNode }> = {
  admin: { color: 'red', icon: <IconShieldLock size={14} aria-hidden="true" /> },
  editor: { color: 'blue', icon: <IconPencil size={14} aria-hidden="true" /> },
  dealer: { color: 'orange', icon: <IconBuildingStore size={14} aria-hidden="true" /> },
  charity: { color: 'grape', icon: <IconHeartHandshake size={14} aria-hidden="true" /> },
  user: { color: 'gray', icon: <IconUser size={14} aria-hidden="true" /> },
};

type Confirm = { kind: 'disable' | 'delete' | 'reset'; user: UserView } | null;

const displayName = (u: UserView) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** /admin/users: counts per role, search, the list, and create / edit / role / disable / delete. */
export function AdminUsersPage() {
  const { t } = useTranslation('users');
  usePageTitle('users:page.title');
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit'; user: UserView | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const shownConfirm = useLastValue(confirm);
  const query = useUsers({ q: debounced.trim(), role, page });
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();
  const items = query.data?.users ?? [];

  const enable = (u: UserView) =>
    update.mutate(
      { id: u.id, disabled: false },
      {
        onSuccess: () => toastSuccess(t('toast.updatedTitle'), t('toast.enabled', { name: displayName(u) })),
        onError: (err) => toastError(t('toast.updateFailed'), apiErrorMessage(err, t('toast.updateFailed'))),
      },
    );

  const runConfirmed = () => {
    if (!confirm) return;
    const { kind, user: u } = confirm;
    const name = displayName(u);
    const done = (key: string) => () => {
      toastSuccess(t('toast.updatedTitle'), t(key, { name }));
      setConfirm(null);
    };
    const failed = (err: Error) =>
      toastError(t('toast.updateFailed'), apiErrorMessage(err, t('toast.updateFailed')));
    if (kind === 'disable')
      update.mutate({ id: u.id, disabled: true }, { onSuccess: done('toast.disabled'), onError: failed });
    if (kind === 'delete') remove.mutate(u.id, { onSuccess: done('toast.deleted'), onError: failed });
    if (kind === 'reset')
      resetTwoFactor.mutate(u.id, { onSuccess: done('toast.twoFactorReset'), onError: failed });
  };

  let body = listStatus(
    { ...query, data: query.data ? { items } : undefined },
    { loading: t('common:loading'), loadError: t('page.loadFailed'), empty: t('page.empty') },
  );
  if (!body) {
    body = (
      <Table.ScrollContainer
        minWidth={860}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('page.tableLabel') },
        }}
      >
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('page.tableLabel')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('page.colUser')}</Table.Th>
              <Table.Th scope="col">{t('page.colEmail')}</Table.Th>
              <Table.Th scope="col">{t('page.colRole')}</Table.Th>
              <Table.Th scope="col">{t('page.colStatus')}</Table.Th>
              <Table.Th scope="col">{t('page.colTwoFactor')}</Table.Th>
              <Table.Th scope="col">{t('page.colActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((u) => {
              const name = displayName(u);
              const self = u.id === me?.id;
              return (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Text fw={600}>
                      {name}{' '}
                      {self && (
                        <Text span size="sm">
                          {t('page.you')}
                        </Text>
                      )}
                    </Text>
                    <Text size="sm">@{u.username}</Text>
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={ROLE_LOOK[u.role].color}
                      variant="light"
                      c="gray.9"
                      tt="none"
                      leftSection={ROLE_LOOK[u.role].icon}
                    >
                      {t(`roles.${u.role}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={u.disabled ? 'red' : 'green'} variant="light" c="gray.9" tt="none">
                      {t(u.disabled ? 'page.disabled' : 'page.active')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{t(u.twoFactorEnabled ? 'page.twoFactorOn' : 'page.twoFactorOff')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('page.editLabel', { name })}
                        onClick={() => setDialog({ mode: 'edit', user: u })}
                      >
                        {t('page.edit')}
                      </Button>
                      {u.disabled ? (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('page.enableLabel', { name })}
                          onClick={() => enable(u)}
                        >
                          {t('page.enable')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('page.disableLabel', { name })}
                          onClick={() => setConfirm({ kind: 'disable', user: u })}
                        >
                          {t('page.disable')}
                        </Button>
                      )}
                      {u.twoFactorEnabled && !self && (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('page.resetTwoFactorLabel', { name })}
                          onClick={() => setConfirm({ kind: 'reset', user: u })}
                        >
                          {t('page.resetTwoFactor')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        color="red.8"
                        aria-label={t('page.deleteLabel', { name })}
                        onClick={() => setConfirm({ kind: 'delete', user: u })}
                      >
                        {t('page.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const counts = query.data?.counts;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t('page.title')}</Title>
            <Text mt="xs">{t('page.subtitle')}</Text>
          </div>
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => setDialog({ mode: 'create', user: null })}
          >
            {t('page.create')}
          </Button>
        </Group>
        {counts && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} aria-live="polite">
            {(
              [
                ['page.countTotal', counts.total],
                ['page.countAdmins', counts.admin],
                ['page.countEditors', counts.editor],
              ] as const
            ).map(([label, n]) => (
              <Paper key={label} withBorder p="md" radius="md">
                <Text size="sm">{t(label)}</Text>
                <Text fz="xl" fw={700}>
                  {n}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 260px' }}
          />
          <NativeSelect
            label={t('page.roleFilter')}
            data={[
              { value: '', label: t('page.allRoles') },
              ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
            ]}
            value={role}
            onChange={(e) => {
              setRole(e.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        {query.data && <Text size="sm">{t('page.count', { count: query.data.total })}</Text>}
        {body}
        <ListPager
          total={query.data?.total ?? 0}
          pageSize={USER_PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('page.pages')}
        />
      </Stack>
      <UserDialog mode={dialog?.mode ?? null} user={dialog?.user ?? null} onClose={() => setDialog(null)} />
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={shownConfirm ? t(`confirm.${shownConfirm.kind}Title`) : ''}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        {shownConfirm && (
          <Stack gap="md">
            <Text>{t(`confirm.${shownConfirm.kind}`, { name: displayName(shownConfirm.user) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirm(null)}>
                {t('confirm.cancel')}
              </Button>
              <Button
                color={shownConfirm.kind === 'reset' ? undefined : 'red.8'}
                loading={update.isPending || remove.isPending || resetTwoFactor.isPending}
                onClick={runConfirmed}
              >
                {t('confirm.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
