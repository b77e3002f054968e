import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import donateEn from '@shared/i18n/en/donate.json';
import donateFr from '@shared/i18n/fr/donate.json';
import { VehicleIdentityFields, type VehicleIdentityValues } from './VehicleIdentityFields';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { donate: donateEn }, fr: { donate: donateFr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function Fields({ vehicleType }: { vehicleType: string }) {
  const form = useForm<VehicleIdentityValues>({
    initialValues: { year: '2018', make: '', model: '', trim: '', mileage: 350 },
  });
  return (
    <VehicleIdentityFields
      form={form}
      minYear={1985}
      currentYear={2026}
      labels="donate:vehicle"
      vehicleType={vehicleType}
    />
  );
}

const render = async (vehicleType: string, lng: 'en' | 'fr' = 'en') => {
  await i18n.changeLanguage(lng);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Fields vehicleType={vehicleType} />
      </MantineProvider>
    </I18nextProvider>,
  );
};

describe("the wizard's meter field", () => {
  it('asks a boat for its engine hours, not kilometres, in English and French', async () => {
    const en = await render('boat');
    expect(en).toContain('Engine hours');
    expect(en).not.toContain('Mileage (km)');
    const fr = await render('boat', 'fr');
    expect(fr).toContain('Heures de moteur');
    expect(fr).not.toContain('Kilométrage (km)');
  });

  it('asks a car or a truck for its mileage in km', async () => {
    expect(await render('car')).toContain('Mileage (km)');
    expect(await render('truck', 'fr')).toContain('Kilométrage (km)');
  });
});
