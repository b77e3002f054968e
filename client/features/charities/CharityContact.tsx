import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@client/features/settings/api';

/**
 * The address charities write to (the setting business.charityEmail, the site's support address when it
 * is empty), as a mail link inside the sentence `key` of the charities catalog (`{{email}}`).
 */
export function CharityContact({ messageKey }: { messageKey: 'help.email' | 'manage.contact' }) {
  const { t } = useTranslation('charities');
  const settings = usePublicSettings();
  const email = settings.get('business', 'charityEmail') || settings.get('business', 'email') || '';
  if (!email) return null;
  const [before = '', after = ''] = t(messageKey, { email: '\u0000' }).split('\u0000');
  return (
    <Text size="sm">
      {before}
      <Anchor href={`mailto:${email}`}>{email}</Anchor>
      {after}
    </Text>
  );
}
