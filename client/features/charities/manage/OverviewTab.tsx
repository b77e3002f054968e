import '@mantine/core/styles/Badge.css';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { useEligibility, useEnhanced, type CharityView } from './api';
import { RuleList } from './RuleList';

/** Overview: eligibility to receive donations (each rule explained) and the registry's facts. */
export function OverviewTab({ charity }: { charity: CharityView }) {
  const { t } = useTranslation('charities');
  const eligibility = useEligibility(charity.registrationNumber);
  const enhanced = useEnhanced(charity.registrationNumber);
  const reg = enhanced.data?.registry;
  return (
    <Stack gap="lg">
      <section aria-labelledby="eligibility-heading">
        <Group gap="sm" mb="xs">
          <Title order={2} size="h4" id="eligibility-heading">
            {t('manage.eligibilityTitle')}
          </Title>
          {eligibility.data && (
            <Badge color={eligibility.data.isEligible ? 'green' : 'red'} variant="light" c="gray.9" tt="none">
              {t(eligibility.data.isEligible ? 'manage.eligible' : 'manage.notEligible')}
            </Badge>
          )}
        </Group>
        {eligibility.isError && (
          <Text role="alert" c="red.9">
            {t('manage.validationError')}: {apiErrorMessage(eligibility.error, t('manage.eligibilityFailed'))}
          </Text>
        )}
        {eligibility.data && (
          <>
            <RuleList rules={eligibility.data.requirements} />
            {eligibility.data.restrictions.length > 0 && (
              <>
                <Text fw={600} mt="sm">
                  {t('manage.restrictions')}
                </Text>
                <RuleList rules={eligibility.data.restrictions} warning />
              </>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="registry-facts-heading">
        <Title order={2} size="h4" id="registry-facts-heading" mb="xs">
          {t('manage.registryTitle')}
        </Title>
        {enhanced.data && !reg && <Text>{enhanced.data.error}</Text>}
        {reg && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text>{t('manage.fact.legalName', { value: charity.legalName ?? charity.name })}</Text>
            <Text>{t('manage.fact.status', { value: reg.status, date: reg.effectiveDate ?? '-' })}</Text>
            <Text>
              {t('manage.fact.designation', {
                value: reg.designation ? t(`designation.${reg.designation}`) : '-',
              })}
            </Text>
            <Text>{t('manage.fact.category', { value: reg.category ?? '-' })}</Text>
            <Text>{t('manage.fact.sanction', { value: reg.sanction ?? t('manage.none') })}</Text>
            <Text>
              {t('manage.fact.address', {
                value: `${charity.address}, ${charity.city}, ${charity.province} ${charity.postalCode}`,
              })}
            </Text>
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
