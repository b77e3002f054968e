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
}

/** One field of the builder: its texts in both languages, required flag, options, and its place. */
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
}: FieldEditorProps) {
  const { t } = useTranslation('forms');
  const position = index + 1;
  const err = (key: string) => errors[`fields.${index}.${key}`];
  const set = (key: 'label' | 'placeholder' | 'helpText', lang: 'en' | 'fr', value: string) =>
    onChange({ ...field, [key]: { ...field[key], [lang]: value } });
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
            label={t('builder.labelEn')}
            value={field.label.en}
            onChange={(e) => set('label', 'en', e.currentTarget.value)}
            error={err('label.en')}
            withAsterisk
          />
          <TextInput
            label={t('builder.labelFr')}
            lang="fr"
            value={field.label.fr}
            onChange={(e) => set('label', 'fr', e.currentTarget.value)}
            error={err('label.fr')}
          />
          {field.type !== 'checkbox' && (
            <>
              <TextInput
                label={t('builder.placeholderEn')}
                value={field.placeholder.en}
                onChange={(e) => set('placeholder', 'en', e.currentTarget.value)}
              />
              <TextInput
                label={t('builder.placeholderFr')}
                lang="fr"
                value={field.placeholder.fr}
                onChange={(e) => set('placeholder', 'fr', e.currentTarget.value)}
              />
            </>
          )}
          <TextInput
            label={t('builder.helpEn')}
            value={field.helpText.en}
            onChange={(e) => set('helpText', 'en', e.currentTarget.value)}
          />
          <TextInput
            label={t('builder.helpFr')}
            lang="fr"
            value={field.helpText.fr}
            onChange={(e) => set('helpText', 'fr', e.currentTarget.value)}
          />
        </SimpleGrid>
        {field.type === 'select' && (
          <Textarea
            label={t('builder.options')}
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
