import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spinner with a spoken "Loading..." for screen readers. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center role="status" py="xl" mih={200}>
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
    </Center>
  );
}
