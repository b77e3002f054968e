import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
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
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable } from '@client/ui/ListTable';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useLastValue } from '@client/ui/useLastValue';
import { usePagedFilters } from '@client/ui/usePagedFilters';
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

const COLUMNS = ['colUser', 'colEmail', 'colRole', 'colStatus', 'colTwoFactor', 'colActions'] as const;

const displayName = (u: UserView) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/** /admin/users: counts per role, search, the list, and create / edit / role / disable / delete. */
export function AdminUsersPage() {
  const { t } = useTranslation('users');
  usePageTitle('users:page.title');
  const { user: me } = useCurrentUser();
  const list = usePagedFilters({ search: '', role: '' }, { pageSize: USER_PAGE_SIZE, debounced: ['search'] });
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit'; user: UserView | null } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const shownConfirm = useLastValue(confirm);
  const query = useUsers({ q: list.applied.search.trim(), role: list.applied.role, page: list.page });
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();

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

  const counts = query.data?.counts;
  return (
    <AdminListPage
      title={t('page.title')}
      intro={t('page.subtitle')}
      actions={
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => setDialog({ mode: 'create', user: null })}
        >
          {t('page.create')}
        </Button>
      }
      top={
        counts && (
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
        )
      }
      filters={
        <>
          <TextInput
            label={t('page.search')}
            placeholder={t('page.searchPlaceholder')}
            type="search"
            {...list.field('search')}
            style={{ flex: '1 1 260px' }}
          />
          <NativeSelect
            label={t('page.roleFilter')}
            data={[
              { value: '', label: t('page.allRoles') },
              ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
            ]}
            {...list.field('role')}
          />
        </>
      }
      count={query.data && t('page.count', { count: query.data.total })}
      pager={list.pager(query.data?.total, t('page.pages'))}
      after={
        <>
          <UserDialog
            mode={dialog?.mode ?? null}
            user={dialog?.user ?? null}
            onClose={() => setDialog(null)}
          />
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
        </>
      }
    >
      <ListTable
        query={query}
        items={query.data?.users}
        text={{ loading: t('common:loading'), loadError: t('page.loadFailed'), empty: t('page.empty') }}
        caption={t('page.tableLabel')}
        columns={COLUMNS.map((c) => t(`page.${c}`))}
        minWidth={860}
        scrollRegion
        highlightOnHover
        row={(u) => {
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
        }}
      />
    </AdminListPage>
  );
}
