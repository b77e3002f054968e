import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@client/ui/Select';
import { useTranslation } from 'react-i18next';
import { PROVINCE_CODES, provinceLabelKey } from '@shared/geo/provinces';
import { sortByLabel } from '@client/lib/format';

/** The 13 provinces and territories by their full, localized names, sorted in the reader's language. */
export function ProvinceSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('domain');
  const data = sortByLabel(PROVINCE_CODES.map((p) => ({ value: p, label: t(provinceLabelKey(p)) })));
  return <Select data={data} required allowDeselect={false} {...props} />;
}
