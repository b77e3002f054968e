import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyName } from '@client/features/settings/api';

/** Sets `document.title` to the translated page title followed by the business name. */
export function usePageTitle(key: string, values?: Record<string, string | number>): void {
  const { t } = useTranslation();
  const page = t(key, values);
  const site = useCompanyName();
  useEffect(() => {
    document.title = site ? `${page} | ${site}` : page;
  }, [page, site]);
}
