import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftField } from './builderModel';
import type { Locale } from '@shared/i18n/language';

interface FieldEditorProps {
  field: DraftField;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (next: DraftField) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  dragProps: React.HTMLAttributes<HTMLDivElement> & { draggable: boolean };
  dragging: boolean;
  /** The form's language: the texts are written in it. */
  lang: Locale;
}

/** One field of the builder: its texts in the form's language, required flag, options, and its place. */
export function FieldEditor({
  field,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
  dragProps,
  dragging,
  lang,
}: FieldEditorProps) {
  const { t } = useTranslation('forms');
  const position = index + 1;
  const err = (key: string) => errors[`fields.${index}.${key}`];
  const set = (key: 'label' | 'placeholder' | 'helpText', value: string) =>
    onChange({ ...field, [key]: value });
  const type = t(`types.${field.type}`);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      {...dragProps}
      style={{ opacity: dragging ? 0.5 : 1 }}
      data-field-editor={field.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconGripVertical size={18} aria-hidden="true" style={{ cursor: 'grab' }} />
            <Title order={3} size="h5">
              {t('builder.fieldHeading', { position, type })}
            </Title>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={t('builder.moveUp', { position })}
            >
              <IconArrowUp size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={t('builder.moveDown', { position })}
            >
              <IconArrowDown size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              c="red.9"
              onClick={onRemove}
              aria-label={t('builder.remove', { position })}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('builder.label')}
            lang={lang}
            value={field.label}
            onChange={(e) => set('label', e.currentTarget.value)}
            error={err('label')}
            withAsterisk
          />
          {field.type !== 'checkbox' && (
            <TextInput
              label={t('builder.placeholder')}
              lang={lang}
              value={field.placeholder}
              onChange={(e) => set('placeholder', e.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('builder.help')}
            lang={lang}
            value={field.helpText}
            onChange={(e) => set('helpText', e.currentTarget.value)}
          />
        </SimpleGrid>
        {field.type === 'select' && (
          <Textarea
            label={t('builder.options')}
            lang={lang}
            value={field.optionLines}
            onChange={(e) => onChange({ ...field, optionLines: e.currentTarget.value })}
            autosize
            minRows={2}
            error={err('options')}
          />
        )}
        <Checkbox
          label={t('builder.required')}
          checked={field.required}
          onChange={(e) => onChange({ ...field, required: e.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
