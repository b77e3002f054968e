import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container, Group, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { listStatus } from '@client/ui/listStatus';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useChatConfig, useSaveChatConfig } from './api';
import { BusinessInfoForm } from './BusinessInfoForm';
import { TestConversation } from './TestConversation';

/** /admin/chat: the assistant's instructions, its business facts and a test conversation. */
export function AdminChatPage() {
  const { t } = useTranslation('chat');
  usePageTitle('chat:admin.title');
  const query = useChatConfig();
  const save = useSaveChatConfig();
  const [prompt, setPrompt] = useState('');
  useEffect(() => setPrompt(query.data?.systemPrompt ?? ''), [query.data?.systemPrompt]);
  const status = listStatus(
    { ...query, data: query.data ? { items: [query.data] } : undefined },
    { loading: '…', loadError: t('widget.fetchError'), empty: '' },
  );
  const cfg = query.data;

  return (
    <Container size="lg" py="md">
      <Title order={1}>{t('admin.title')}</Title>
      {status ?? (
        <Stack mt="md">
          <Alert color="blue" variant="light">
            {cfg!.configured ? t('admin.providerOn', { model: cfg!.model }) : t('admin.providerOffline')}
          </Alert>
          <Tabs defaultValue="system-prompt" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="system-prompt">{t('admin.tabPrompt')}</Tabs.Tab>
              <Tabs.Tab value="business-info">{t('admin.tabBusiness')}</Tabs.Tab>
              <Tabs.Tab value="test">{t('admin.tabTest')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="system-prompt" pt="md">
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  save.prompt.mutate(prompt, {
                    onSuccess: () => toastSuccess(t('admin.saved'), ''),
                    onError: (err) => toastError(t('admin.saveFailed'), apiErrorMessage(err, '')),
                  });
                }}
              >
                <Textarea
                  label={t('admin.promptLabel')}
                  description={t('admin.promptHelp')}
                  value={prompt}
                  onChange={(e) => setPrompt(e.currentTarget.value)}
                  autosize
                  minRows={6}
                  maxRows={18}
                  error={
                    save.prompt.error ? apiErrorMessage(save.prompt.error, t('admin.saveFailed')) : undefined
                  }
                />
                <Group mt="sm" justify="space-between">
                  <Text size="sm">
                    {cfg!.systemPromptIsDefault
                      ? t('admin.promptDefault')
                      : t('admin.version', { version: cfg!.systemPromptVersion })}
                  </Text>
                  <Button type="submit" loading={save.prompt.isPending}>
                    {t('admin.save')}
                  </Button>
                </Group>
              </form>
            </Tabs.Panel>
            <Tabs.Panel value="business-info" pt="md">
              <BusinessInfoForm
                config={cfg!}
                saving={save.info.isPending}
                onSave={(info) =>
                  save.info.mutate(info, {
                    onSuccess: () => toastSuccess(t('admin.saved'), ''),
                    onError: (err) => toastError(t('admin.saveFailed'), apiErrorMessage(err, '')),
                  })
                }
              />
            </Tabs.Panel>
            <Tabs.Panel value="test" pt="md">
              <TestConversation />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Container>
  );
}
