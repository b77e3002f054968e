import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleName } from '@shared/format/vehicle-name';
import { parseNorthAmericanPhone } from '@shared/validation/phone';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate, formatMoney, formatNumber } from '@client/lib/format';
import type { DonationDetail } from './api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function FactGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} id={id}>
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** "14:30" or "08:00-10:00" as the reader says it; other text as written. */
function pickupTime(value: string | null, language: string): string | null {
  if (!value) return null;
  const parts = value.split('-');
  if (!parts.every((p) => /^\d{2}:\d{2}$/.test(p))) return value;
  return parts
    .map((p) => formatDate(`1970-01-01T${p}:00Z`, language, { timeStyle: 'short', timeZone: 'UTC' }))
    .join(' – ');
}

/** Who gives what: the donor, the vehicle and the gift, as staff need them on the phone. */
export function DonationFacts({ donation: d }: { donation: DonationDetail }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const money = (v: number | null) => (v === null ? t('facts.notAssessed') : formatMoney(v, language));
  const yesNo = (v: boolean) => (v ? t('facts.yes') : t('facts.no'));
  const label = (ns: string, v: string | null) => (v ? t(`domain:${ns}.${v}`, { defaultValue: v }) : null);
  return (
    <Stack gap="lg">
      <FactGroup title={t('facts.donor')}>
        <Fact label={t('facts.name')}>{`${d.firstName} ${d.lastName}`}</Fact>
        <Fact label={t('facts.email')}>
          <Anchor href={`mailto:${d.email}`}>{d.email}</Anchor>
        </Fact>
        <Fact label={t('facts.phone')}>
          <Anchor href={`tel:${d.phone}`}>{parseNorthAmericanPhone(d.phone)?.display ?? d.phone}</Anchor>
        </Fact>
        <Fact label={t('facts.address')}>
          {`${d.address}\n${d.city}, ${label('province', d.province)} ${d.postalCode}`}
        </Fact>
        <Fact label={t('facts.language')}>{t(`common:language.${d.locale}`)}</Fact>
        <Fact label={t('facts.bestTime')}>{d.bestTimeToCall}</Fact>
        <Fact label={t('facts.accessCode')}>{d.accessCode}</Fact>
      </FactGroup>
      <FactGroup title={t('facts.vehicle')}>
        <Fact label={t('facts.vehicleName')}>{vehicleName(d, language)}</Fact>
        <Fact label={t('facts.vehicleType')}>{label('vehicleType', d.vehicleType)}</Fact>
        <Fact label={t('facts.vin')}>{d.vin}</Fact>
        <Fact label={t('facts.mileage')}>
          {d.mileage === null ? null : t('facts.km', { value: formatNumber(d.mileage, language) })}
        </Fact>
        <Fact label={t('facts.condition')}>{label('condition', d.condition)}</Fact>
        <Fact label={t('facts.lien')}>{yesNo(d.hasLienOrFinance)}</Fact>
        <Fact label={t('facts.accidents')}>{yesNo(d.hasAccidents)}</Fact>
        <Fact label={t('facts.titleBrand')}>{label('titleBrand', d.titleBrand)}</Fact>
        <Fact label={t('facts.rvClass')}>{label('rvClass', d.rvClass)}</Fact>
        <Fact label={t('facts.boatType')}>{label('boatType', d.boatType)}</Fact>
        <Fact label={t('facts.boatLength')}>
          {d.boatLengthFt === null
            ? null
            : t('facts.feet', { value: formatNumber(d.boatLengthFt, language) })}
        </Fact>
      </FactGroup>
      <FactGroup title={t('facts.gift')}>
        <Fact label={t('facts.charity')}>{d.charityName ?? d.preferredCharity ?? t('facts.noCharity')}</Fact>
        <Fact label={t('facts.submitted')}>{formatDate(d.createdAt, language)}</Fact>
        <Fact label={t('facts.estimatedValue')}>{money(d.estimatedValue)}</Fact>
        <Fact label={t('facts.finalValue')}>{money(d.finalValue)}</Fact>
        <Fact label={t('facts.pickupPreference')}>{label('pickupPreference', d.pickupPreference)}</Fact>
        <Fact label={t('facts.preferredDate')}>
          {d.preferredDate ? formatDate(`${d.preferredDate}T12:00:00`, language) : null}
        </Fact>
        <Fact label={t('facts.unattendedPickup')}>
          {d.unattendedPickup ? t('facts.unattendedYes') : t('facts.no')}
        </Fact>
        <Fact label={t('facts.pickup')}>
          {d.pickupDate
            ? [
                formatDate(`${d.pickupDate}T12:00:00`, language),
                pickupTime(d.pickupTime, language),
                d.towingCompany,
              ]
                .filter(Boolean)
                .join(' · ')
            : null}
        </Fact>
        <Fact label={t('facts.comments')}>{[d.comments, d.notes].filter(Boolean).join('\n') || null}</Fact>
      </FactGroup>
    </Stack>
  );
}
