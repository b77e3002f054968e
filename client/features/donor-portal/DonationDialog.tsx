import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { vehicleName } from '@shared/format/vehicle-name';
import { emailReceiptUrl, type DonorDonationWithHistory } from './api';
import { DonationDetails, formatCalendarDate } from './DonationDetails';
import { StatusTimeline } from './StatusTimeline';

interface DonationDialogProps {
  donation: DonorDonationWithHistory | null;
  email: string;
  onClose: () => void;
}

/** One donation of the proven address: Details, Status History and Receipt tabs. */
export function DonationDialog({ donation: d, email, onClose }: DonationDialogProps) {
  const { t, i18n } = useTranslation('portal');
  const title = d ? vehicleName({ year: d.year, make: d.make, model: d.model }, i18n.language) : '';
  return (
    <Modal
      opened={d !== null}
      onClose={onClose}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {d && (
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">{t('dialog.details')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('dialog.history')}</Tabs.Tab>
            <Tabs.Tab value="receipt">{t('dialog.receipt')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <DonationDetails donation={d} headingOrder={3} cols={{ base: 1, sm: 2 }} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <StatusTimeline entries={d.statusHistory} />
          </Tabs.Panel>
          <Tabs.Panel value="receipt" pt="md">
            {d.receiptNumber ? (
              <Stack gap="sm" align="flex-start">
                <Text>{t('receipt.number', { number: d.receiptNumber })}</Text>
                {d.receiptDate && (
                  <Text size="sm">
                    {t('receipt.date', { date: formatCalendarDate(d.receiptDate, i18n.language) })}
                  </Text>
                )}
                <Button
                  component="a"
                  href={emailReceiptUrl(email, d.id)}
                  download
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                >
                  {t('receipt.download')}
                </Button>
              </Stack>
            ) : (
              <Text>{t('receipt.notYet')}</Text>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
