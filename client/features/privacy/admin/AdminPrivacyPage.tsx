import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import { Anchor, Badge, Group, List, Modal, NativeSelect, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_REQUEST_STATUSES, type PrivacyRequestStatus } from '@shared/privacy/privacy.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDate, formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useLastValue } from '@client/ui/useLastValue';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import {
  adminExportUrl,
  useAdminPrivacyRequests,
  useUpdatePrivacyRequest,
  type PrivacyRequestView,
} from '@client/features/privacy/api';
import { MailRequestForm } from './MailRequestForm';

const PAGE_SIZE = 25;
const COLUMNS = ['id', 'email', 'kind', 'status', 'received', 'due', 'actions'] as const;
const STATUS_COLOR: Record<PrivacyRequestStatus, string> = {
  received: 'blue.8',
  in_progress: 'yellow.9',
  completed: 'teal.9',
  refused: 'gray.8',
};

function ActionList({ request }: { request: PrivacyRequestView }) {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  return (
    <List size="sm" spacing={2}>
      {request.actions.map((a, i) => (
        <List.Item key={i}>
          {formatDate(a.at, language)} — {t(`actions.${a.action}`, { detail: a.detail ?? '' })}
          {a.by ? ` (${a.by})` : ''}
        </List.Item>
      ))}
    </List>
  );
}

function ManageDialog({
  request: current,
  onClose,
}: {
  request: PrivacyRequestView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['privacy', 'common']);
  const request = useLastValue(current);
  const update = useUpdatePrivacyRequest();
  const [status, setStatus] = useState<string>('');
  const [note, setNote] = useState('');
  const closed = request?.status === 'completed' || request?.status === 'refused';

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!request) return;
    const body = {
      id: request.id,
      ...(status && status !== request.status ? { status: status as PrivacyRequestStatus } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    if (!('status' in body) && !('note' in body)) return onClose();
    update.mutate(body, {
      onSuccess: () => {
        toastSuccess(t('admin.saved'), t('admin.dialogTitle', { id: request.id }));
        setNote('');
        setStatus('');
        onClose();
      },
      onError: (err) =>
        toastError(t('admin.dialogTitle', { id: request.id }), apiErrorMessage(err, t('admin.loadError'))),
    });
  };

  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={request ? t('admin.dialogTitle', { id: request.id }) : ''}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      size="lg"
    >
      {request && (
        <form onSubmit={save}>
          <Stack gap="sm">
            <Text>
              {t(`kinds.${request.kind}`)} —{' '}
              {request.email === 'deleted' ? t('admin.deletedEmail') : request.email}
            </Text>
            {request.details.field && (
              <Text size="sm">
                {t('admin.details', {
                  field: t(`fields.${request.details.field}`),
                  value: request.details.value ?? '',
                })}
              </Text>
            )}
            {request.details.message && (
              <Text size="sm">{t('admin.message', { message: request.details.message })}</Text>
            )}
            <ActionList request={request} />
            {request.email !== 'deleted' && (
              <Anchor href={adminExportUrl(request.id)} download size="sm">
                <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
                {t('admin.export')}
              </Anchor>
            )}
            {!closed && (
              <NativeSelect
                label={t('admin.newStatus')}
                value={status || request.status}
                onChange={(e) => setStatus(e.currentTarget.value)}
                data={PRIVACY_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              />
            )}
            <Textarea
              label={t('admin.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <SubmitButton
                pending={update.isPending}
                label={t('admin.save')}
                pendingLabel={t('admin.save')}
              />
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** /admin/privacy-requests: the register of donors' privacy requests, open ones first by due date. */
export function AdminPrivacyPage() {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  usePageTitle('privacy:admin.title');
  const list = usePagedFilters({ status: '' }, { pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<PrivacyRequestView | null>(null);
  const query = useAdminPrivacyRequests({ ...list.applied, page: list.page, pageSize: PAGE_SIZE });

  return (
    <AdminListPage
      title={t('admin.title')}
      intro={t('admin.intro')}
      top={<MailRequestForm />}
      filters={
        <NativeSelect
          label={t('admin.statusFilter')}
          data={[
            { value: '', label: t('admin.allStatuses') },
            ...PRIVACY_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
          {...list.field('status')}
          maw={240}
        />
      }
      count={
        query.data && (
          <>
            {t('admin.open', { count: query.data.openCount })} ·{' '}
            {t('admin.overdue', { count: query.data.overdueCount })}
          </>
        )
      }
      pager={list.pager(query.data?.total, t('admin.caption'))}
      after={<ManageDialog request={open} onClose={() => setOpen(null)} />}
    >
      <ListTable
        query={query}
        items={query.data?.items}
        {...listTableText(t, 'admin', COLUMNS)}
        minWidth={900}
        scrollRegion
        row={(r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                onClick={() => setOpen(r)}
                aria-label={t('admin.manage', { id: r.id })}
              >
                {r.id}
              </Anchor>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {r.email === 'deleted' ? t('admin.deletedEmail') : r.email}
            </Table.Td>
            <Table.Td>
              {t(`kinds.${r.kind}`)}
              {r.details.field && (
                <Text size="xs">
                  {t('admin.details', {
                    field: t(`fields.${r.details.field}`),
                    value: r.details.value ?? '',
                  })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[r.status]} variant="filled">
                {t(`statuses.${r.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDateTime(r.createdAt, language)}</Table.Td>
            <Table.Td>
              {formatDate(r.dueAt, language)}
              {r.overdue && (
                <Badge color="red.9" variant="filled" ml="xs">
                  {t('admin.overdueBadge')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <ActionList request={r} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
