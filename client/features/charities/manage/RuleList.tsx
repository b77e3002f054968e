import '@mantine/core/styles/List.css';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Rule } from './api';

/** Each rule in words, met or not; icons only repeat what the text and the hidden prefix say. */
export function RuleList({ rules, warning = false }: { rules: Rule[]; warning?: boolean }) {
  const { t } = useTranslation('charities');
  return (
    <List spacing="xs" center>
      {rules.map((r) => (
        <List.Item
          key={r.rule}
          icon={
            <ThemeIcon
              size={22}
              radius="xl"
              color={warning ? 'yellow.8' : r.met ? 'green.8' : 'red.8'}
              aria-hidden="true"
            >
              {warning ? (
                <IconAlertTriangle size={14} />
              ) : r.met ? (
                <IconCheck size={14} />
              ) : (
                <IconX size={14} />
              )}
            </ThemeIcon>
          }
        >
          <VisuallyHidden>
            {warning ? t('manage.ruleNote') : r.met ? t('manage.ruleMet') : t('manage.ruleFailed')}
          </VisuallyHidden>
          {r.message}
        </List.Item>
      ))}
    </List>
  );
}
