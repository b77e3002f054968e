import { Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@client/lib/router';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { usePublicSettings } from '@client/features/settings/api';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import layout from '@client/ui/layout.module.css';
import { useValuation, useValuationReport, type ValuationResponse } from './api';
import { ComparableVehicles } from './ComparableVehicles';
import { calculatorLink, donateLink, handOffOf } from './donateLink';
import { useCalculatorQuery } from './useCalculatorQuery';
import { INITIAL_VALUES, type ValuationFormValues } from './valuationFormModel';

/** The rules (zod) load when the visitor first uses the form, not with the page. */
const loadRules = () => import('./valuationValidation');
import { ValuationForm } from './ValuationForm';
import { ValuationResults } from './ValuationResults';

interface Valuation {
  request: ValuationRequest;
  result: ValuationResponse;
}

/** /vehicle-valuation: the calculator, its results, comparables, and the hand-off to the wizard. */
export function ValuationPage() {
  const { t } = useTranslation(['valuation', 'validation']);
  usePageTitle('valuation:pageTitle');
  const navigate = useNavigate();
  const { language } = useLanguage();
  const settings = usePublicSettings();
  const currentYear = new Date().getFullYear();
  const bounds = {
    minYear: Number(settings.get('donations', 'minVehicleYear', 1985)),
    currentYear,
    maxMileage: Number(settings.get('donations', 'maxMileage', 500_000)),
  };

  const valuation = useValuation();
  const report = useValuationReport();
  const showInvalid = useInvalidFieldFocus();
  const [current, setCurrent] = useState<Valuation | null>(null);

  const form = useForm<ValuationFormValues>({
    mode: 'controlled',
    initialValues: INITIAL_VALUES,
  });

  const run = (request: ValuationRequest, announce: boolean) =>
    valuation.mutate(request, {
      onSuccess: (result) => {
        setCurrent({ request, result });
        if (announce) toastSuccess(t('toast.successTitle'), t('toast.success'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          form.setErrors(error.fieldErrors);
          showInvalid(error.fieldErrors);
        }
        if (announce) toastError(t('toast.errorTitle'), t('toast.error'));
      },
    });

  const submit = form.onSubmit(async (values) => {
    const { validateValuation } = await loadRules();
    const checked = validateValuation(values, bounds, t);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return showInvalid(checked.errors);
    }
    run(checked.request, true);
  });

  // The server writes factors and recommendations in the visitor's language: ask again on a switch.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    if (current) run(current.request, false);
    // Only a language change should trigger this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  // Arriving with a vehicle in the query (Back from the wizard): fill the form and value it again.
  useCalculatorQuery((values, complete) => {
    form.setValues(values);
    if (!complete) return;
    void loadRules().then(({ validateValuation }) => {
      const checked = validateValuation({ ...INITIAL_VALUES, ...values }, bounds, t);
      if (checked.ok) run(checked.request, false);
    });
  });

  const donate = () => {
    if (!current) return;
    // The calculator's own address keeps the vehicle, so the browser's Back reopens it filled.
    void navigate(calculatorLink(handOffOf(current.request)), { replace: true });
    void navigate(donateLink(handOffOf(current.request), current.result.estimatedValue));
  };

  const download = () => {
    if (!current) return;
    report.mutate(
      { request: current.request, language },
      { onError: () => toastError(t('toast.reportErrorTitle'), t('toast.reportError')) },
    );
  };

  return (
    <div className={`${layout.container} ${layout.pyXl}`}>
      <div className={`${layout.stack} ${layout.gapXs} ${layout.mbXl}`}>
        <h1 className={layout.h1}>{t('title')}</h1>
        <p className={`${layout.text} ${layout.lg}`}>{t('subtitle')}</p>
      </div>
      <div className={layout.halves}>
        <div>
          <div className={`${layout.panel} ${layout.shadow}`} onFocusCapture={() => void loadRules()}>
            <h2 className={`${layout.h3} ${layout.mbMd}`}>{t('form.title')}</h2>
            <ValuationForm
              form={form}
              minYear={bounds.minYear}
              currentYear={currentYear}
              submitting={valuation.isPending}
              onSubmit={submit}
            />
          </div>
        </div>
        <div>
          <div aria-live="polite" aria-busy={valuation.isPending}>
            {current ? (
              <ValuationResults
                result={current.result}
                onDonate={donate}
                onDownload={download}
                downloading={report.isPending}
              />
            ) : (
              <div className={layout.panel}>
                {valuation.isPending ? (
                  <Stack align="center" gap="sm">
                    <Loader aria-hidden="true" />
                    <Text>{t('results.loading')}</Text>
                  </Stack>
                ) : (
                  <div className={`${layout.stack} ${layout.gapXs}`}>
                    <h2 className={layout.h3}>{t('results.emptyTitle')}</h2>
                    <p className={layout.text}>{t('results.empty')}</p>
                  </div>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
      {current && (
        <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
          <ComparableVehicles
            comparableVehicles={current.result.comparableVehicles}
            comparablesSource={current.result.comparablesSource}
          />
        </div>
      )}
    </div>
  );
}
