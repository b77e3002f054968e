import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_TEXT_FIELDS } from '@shared/chat/chat.schemas';
import type { BusinessInfo, ChatConfigResponse } from './api';

const FIELDS = BUSINESS_TEXT_FIELDS;

/** The business facts the assistant answers from; the name, phone, e-mail, hours, address are the settings'. */
export function BusinessInfoForm({
  config,
  saving,
  onSave,
}: {
  config: ChatConfigResponse;
  saving: boolean;
  onSave: (info: BusinessInfo) => void;
}) {
  const { t } = useTranslation('chat');
  const [info, setInfo] = useState<BusinessInfo>(config.businessInfo);
  const facts = config.settingsFacts;
  const setQ = (i: number, patch: Partial<BusinessInfo['commonQuestions'][number]>) =>
    setInfo((v) => ({
      ...v,
      commonQuestions: v.commonQuestions.map((q, j) => (j === i ? { ...q, ...patch } : q)),
    }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(info);
      }}
    >
      <Stack>
        <Card withBorder>
          <Title order={2} size="h5">
            {t('admin.fromSettings')}
          </Title>
          <Table mt="xs">
            <Table.Tbody>
              {Object.entries(facts).map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{t(`admin.facts.${k}`)}</Table.Th>
                  <Table.Td>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        {FIELDS.map((f) =>
          f === 'website' || f === 'avgPickupTime' || f === 'pickupCost' ? (
            <TextInput
              key={f}
              label={t(`admin.fields.${f}`)}
              value={info[f]}
              onChange={(e) => setInfo({ ...info, [f]: e.currentTarget.value })}
            />
          ) : (
            <Textarea
              key={f}
              label={t(`admin.fields.${f}`)}
              value={info[f]}
              autosize
              minRows={2}
              onChange={(e) => setInfo({ ...info, [f]: e.currentTarget.value })}
            />
          ),
        )}
        {info.commonQuestions.map((q, i) => (
          <Card key={i} withBorder>
            <Stack gap="xs">
              <TextInput
                label={`${t('admin.question')} ${i + 1}`}
                value={q.question}
                onChange={(e) => setQ(i, { question: e.currentTarget.value })}
              />
              <Textarea
                label={t('admin.answer')}
                value={q.answer}
                autosize
                minRows={2}
                onChange={(e) => setQ(i, { answer: e.currentTarget.value })}
              />
              <Group justify="space-between" align="flex-end">
                <NativeSelect
                  label={t('admin.questionLanguage')}
                  value={q.language}
                  data={[
                    { value: 'en', label: 'English' },
                    { value: 'fr', label: 'Français' },
                  ]}
                  onChange={(e) => setQ(i, { language: e.currentTarget.value === 'fr' ? 'fr' : 'en' })}
                />
                <Button
                  variant="subtle"
                  color="red.8"
                  onClick={() =>
                    setInfo((v) => ({ ...v, commonQuestions: v.commonQuestions.filter((_, j) => j !== i) }))
                  }
                >
                  {t('admin.removeQuestion', { n: i + 1 })}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() =>
              setInfo((v) => ({
                ...v,
                commonQuestions: [...v.commonQuestions, { question: '', answer: '', language: 'en' }],
              }))
            }
          >
            {t('admin.addQuestion')}
          </Button>
          <Group>
            <Text size="sm">{t('admin.version', { version: config.businessInfoVersion })}</Text>
            <Button type="submit" loading={saving}>
              {t('admin.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
