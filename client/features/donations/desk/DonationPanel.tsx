import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReceiptSection } from '@client/features/receipts/ReceiptSection';
import { apiErrorMessage } from '@client/lib/api-client';
import { useDonation, useReloadDonation } from './api';
import { CommunicationsList } from './CommunicationsList';
import { DonationFacts } from './DonationFacts';
import { InternalNotesForm } from './InternalNotesForm';
import { PhotosSection } from './PhotosSection';
import { ProgressCell } from './ProgressCell';
import { StageDetailsForm } from './StageDetailsForm';
import { StatusBadge } from './StatusBadge';
import { StatusHistoryList } from './StatusHistoryList';
import { StatusUpdateForm } from './StatusUpdateForm';

function PanelBody({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const query = useDonation(id);
  const reload = useReloadDonation(id);
  if (query.isPending) return <Text role="status">{t('panel.loading')}</Text>;
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text role="alert" c="red.9">
          {apiErrorMessage(query.error, t('panel.loadError'))}
        </Text>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('panel.retry')}
        </Button>
      </Stack>
    );
  }
  const d = query.data;
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="wrap">
        <StatusBadge status={d.status} />
        <ProgressCell progress={d.progress} />
      </Group>
      <DonationFacts donation={d} />
      <Divider />
      {/* Keyed by status: the moves offered, and the form's rules, change with it. */}
      <StatusUpdateForm key={`status-${d.status}-${d.updatedAt}`} donation={d} />
      <Divider />
      <ReceiptSection donationId={d.id} status={d.status} onChanged={reload} />
      <Divider />
      <StageDetailsForm key={`details-${d.updatedAt}`} donation={d} />
      <Divider />
      <PhotosSection donation={d} />
      <Divider />
      <StatusHistoryList donationId={d.id} />
      <Divider />
      <CommunicationsList donationId={d.id} />
      <Divider />
      <InternalNotesForm key={`notes-${d.updatedAt}`} donation={d} />
    </Stack>
  );
}

/** The side panel of the staff dashboard: everything about one donation and what staff do with it. */
export function DonationPanel({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={id === null ? '' : t('panel.title', { id })}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
    >
      {id !== null && <PanelBody id={id} />}
    </Drawer>
  );
}
