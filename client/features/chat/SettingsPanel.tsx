import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, NativeSelect, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { canSpeak, stopSpeaking, type ChatSettings } from './chatSettings';

/** The widget's accessibility settings: language, text size, contrast, speech, keyboard, announcements. */
export function SettingsPanel({
  settings,
  update,
  onClear,
}: {
  settings: ChatSettings;
  update: (patch: Partial<ChatSettings>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('chat');
  const { language, setLanguage } = useLanguage();
  return (
    <Stack gap="sm" p="md" style={{ overflowY: 'auto', flex: 1 }}>
      <NativeSelect
        label={t('settings.language')}
        value={settings.language ?? language}
        data={[
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
        ]}
        onChange={(e) => {
          const next = e.currentTarget.value === 'fr' ? 'fr' : 'en';
          update({ language: next });
          setLanguage(next);
        }}
      />
      <Switch
        label={t('settings.autoDetect')}
        checked={settings.autoDetect}
        onChange={(e) => update({ autoDetect: e.currentTarget.checked })}
      />
      <NativeSelect
        label={t('settings.fontSize')}
        value={settings.fontSize}
        data={[
          { value: 'sm', label: t('settings.fontSmall') },
          { value: 'md', label: t('settings.fontMedium') },
          { value: 'lg', label: t('settings.fontLarge') },
          { value: 'xl', label: t('settings.fontXLarge') },
        ]}
        onChange={(e) => update({ fontSize: e.currentTarget.value as ChatSettings['fontSize'] })}
      />
      <Switch
        label={t('settings.highContrast')}
        checked={settings.highContrast}
        onChange={(e) => update({ highContrast: e.currentTarget.checked })}
      />
      <Switch
        label={t('settings.textToSpeech')}
        checked={settings.textToSpeech}
        disabled={!canSpeak()}
        description={canSpeak() ? undefined : t('settings.ttsUnavailable')}
        onChange={(e) => {
          if (!e.currentTarget.checked) stopSpeaking();
          update({ textToSpeech: e.currentTarget.checked });
        }}
      />
      <Switch
        label={t('settings.keyboardMode')}
        checked={settings.keyboardMode}
        onChange={(e) => update({ keyboardMode: e.currentTarget.checked })}
      />
      <Switch
        label={t('settings.announce')}
        checked={settings.announce}
        onChange={(e) => update({ announce: e.currentTarget.checked })}
      />
      <Button variant="outline" color="red.8" onClick={onClear}>
        {t('settings.clear')}
      </Button>
    </Stack>
  );
}
