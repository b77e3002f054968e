import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useApprove, useSetActive, useSync, type CharityView } from './api';

interface Props {
  charity: CharityView;
  onEdit: (c: CharityView) => void;
  onReject: (c: CharityView) => void;
}

/** One charity's actions: approve (registry check first), reject, edit, verify (registry sync), activate/deactivate. */
export function CharityActions({ charity: c, onEdit, onReject }: Props) {
  const { t } = useTranslation('charities');
  const approve = useApprove();
  const setActive = useSetActive();
  const sync = useSync();
  const failed = (fallback: string) => (err: Error) =>
    toastError(t('admin.actionFailed'), apiErrorMessage(err, t(fallback)));

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={t('admin.actionsFor', { name: c.name })}
        >
          {t('admin.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {c.verificationStatus !== 'verified' && (
          <Menu.Item
            onClick={() =>
              approve.mutate(c.id, {
                onSuccess: () =>
                  toastSuccess(
                    t('admin.approvedTitle'),
                    t('admin.approvedMessage', { name: c.name, email: c.email ?? '' }),
                  ),
                onError: failed('admin.statusFailed'),
              })
            }
          >
            {t('admin.approve')}
          </Menu.Item>
        )}
        {c.verificationStatus !== 'rejected' && (
          <Menu.Item onClick={() => onReject(c)}>{t('admin.reject')}</Menu.Item>
        )}
        <Menu.Item onClick={() => onEdit(c)}>{t('admin.edit')}</Menu.Item>
        <Menu.Item
          onClick={() =>
            sync.mutate(c.registrationNumber, {
              onSuccess: (r) =>
                r.success
                  ? toastSuccess(t('admin.verifiedTitle'), r.message)
                  : toastError(t('admin.verifyFailedTitle'), r.message),
              onError: failed('admin.verifyFailed'),
            })
          }
        >
          {t('admin.verify')}
        </Menu.Item>
        <Menu.Item
          onClick={() =>
            setActive.mutate(
              { id: c.id, isActive: !c.isActive },
              {
                onSuccess: () =>
                  toastSuccess(
                    t('admin.statusUpdated'),
                    t(c.isActive ? 'admin.deactivatedMessage' : 'admin.activatedMessage', { name: c.name }),
                  ),
                onError: failed('admin.statusFailed'),
              },
            )
          }
        >
          {c.isActive ? t('admin.deactivate') : t('admin.activate')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
