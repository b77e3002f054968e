import '@mantine/core/styles/List.css';
import { Anchor, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { provincePrep } from '@shared/donations/province-prep';
import { provinceLabelKey, type ProvinceCode } from '@shared/geo/provinces';

interface ProvincePrepListProps {
  province: ProvinceCode;
  unattended: boolean;
}

/** Step 3: what to prepare in the donor's province (the same table as the confirmation e-mail). */
export function ProvincePrepList({ province, unattended }: ProvincePrepListProps) {
  const { t, i18n } = useTranslation(['donate', 'domain']);
  const prep = provincePrep(province, i18n.language);
  const params = { province: t(provinceLabelKey(province)), authority: t(prep.authorityKey) };
  return (
    <section aria-labelledby="province-prep-heading">
      <Title order={3} id="province-prep-heading" mb="xs">
        {t('donate:prep.heading', params)}
      </Title>
      <Text size="sm" mb="xs">
        {t('donate:prep.intro')}
      </Text>
      <List spacing="xs">
        {prep.lines.map((key) => (
          <List.Item key={key}>{t(key, params)}</List.Item>
        ))}
        {unattended && <List.Item>{t('donate:email.unattended')}</List.Item>}
      </List>
      <Text size="sm" mt="sm">
        <Anchor href={prep.sourceUrl} target="_blank" rel="noopener noreferrer">
          {t('donate:prep.sourceLink', params)}
        </Anchor>
      </Text>
    </section>
  );
}
