import '@mantine/core/styles/List.css';
import { Anchor, List, Paper, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { provincePrep } from '@shared/donations/province-prep';
import { isProvinceCode, provinceLabelKey } from '@shared/geo/provinces';
import type { DonorDonation } from './api';
import { formatCalendarDate } from './DonationDetails';

/**
 * A scrapped vehicle's proof of recycling: the recycler, its licence, the certificate and its scan,
 * beside the province's liability step it completes (the checklist of the wizard and the e-mails).
 */
export function RecyclingProof({
  donation: d,
  scanUrl,
  headingOrder,
}: {
  donation: DonorDonation;
  scanUrl: string;
  headingOrder: TitleOrder;
}) {
  // The checklist's wording lives in the donate catalog, loaded only for a donor who has a certificate.
  const { t, i18n } = useTranslation(['portal', 'donate', 'domain']);
  const r = d.recycling;
  if (!r) return null;
  const province = isProvinceCode(d.province) ? d.province : null;
  const prep = province ? provincePrep(province) : null;
  const params = province
    ? { province: t(provinceLabelKey(province)), authority: t(prep!.authorityKey) }
    : {};
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recycling-heading">
      <Title order={headingOrder} size="h4" id="recycling-heading" mb="xs">
        {t('portal:recycling.title')}
      </Title>
      <Text size="sm">
        {t('portal:recycling.recycler', { name: r.recyclerName })}
        {r.recyclerLicence ? ` · ${t('portal:recycling.licence', { licence: r.recyclerLicence })}` : ''}
      </Text>
      <Text size="sm">
        {t('portal:recycling.certificate', {
          number: r.certificateNumber,
          date: formatCalendarDate(r.certificateDate, i18n.language),
        })}
      </Text>
      {r.hasScan && (
        <Anchor href={scanUrl} download size="sm">
          {t('portal:recycling.download', { number: r.certificateNumber })}
        </Anchor>
      )}
      {prep && (
        <>
          <Text size="sm" mt="sm" fw={600}>
            {t('portal:recycling.checklist', params)}
          </Text>
          <List size="sm" spacing="xs">
            {prep.lines
              .filter((key) => key.endsWith('.liability'))
              .map((key) => (
                <List.Item key={key}>{t(key, params)}</List.Item>
              ))}
            <List.Item>{t('portal:recycling.keepCertificate')}</List.Item>
          </List>
        </>
      )}
    </Paper>
  );
}
