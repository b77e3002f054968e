import '@mantine/core/styles/Stepper.css';
import { Anchor, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@client/lib/router';
import { usePublicSettings } from '@client/features/settings/api';
import { useValuation, type ValuationResponse } from '@client/features/vehicles/api';
import { ApiError } from '@client/lib/api-client';
import { formatMoney } from '@client/lib/format';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import layout from '@client/ui/layout.module.css';
import { beyondCalculator, donationBounds } from '@shared/donations/donation-bounds';
import type { CreateDonationRequest } from '@shared/donations/donation.schemas';
import { useCreateDonation, type CreateDonationResponse } from './api';
import { CompleteStep } from './CompleteStep';
import { DonorStep } from './DonorStep';
import { EstimateCard } from './EstimateCard';
import { calculatorLinkFor, readPrefill } from './prefill';
import { VehicleStep } from './VehicleStep';
import {
  DONOR_FIELDS,
  INITIAL_VALUES,
  toFormErrors,
  toValuationRequest,
  type WizardValues,
} from './wizardModel';

/** The rules (zod) load when the donor first uses the form, not with the page. */
const loadRules = () => import('./wizardValidation');

const STEPS = ['vehicle', 'donor', 'complete'] as const;

/** /unified-donation: value the vehicle, tell us about you, get the tracking code. */
export function DonationWizardPage() {
  const { t, i18n } = useTranslation(['donate', 'validation']);
  usePageTitle('donate:pageTitle');
  const location = useLocation();
  const settings = usePublicSettings();
  // A donation takes what the calculator does not value (scrap or parts, issue 33).
  const bounds = donationBounds(new Date().getFullYear());
  const calculator = {
    minYear: Number(settings.get('donations', 'minVehicleYear', 1985)),
    maxMileage: Number(settings.get('donations', 'maxMileage', 500_000)),
  };
  const [scrapBound, setScrapBound] = useState(false);

  // The calculator's hand-off is read once, when the wizard opens.
  const [prefill] = useState(() => readPrefill(location.search));
  const [step, setStep] = useState(0);
  const [estimate, setEstimate] = useState<ValuationResponse | null>(null);
  const [created, setCreated] = useState<{
    response: CreateDonationResponse;
    request: Pick<CreateDonationRequest, 'email' | 'province' | 'unattendedPickup'>;
  } | null>(null);
  const form = useForm<WizardValues>({
    mode: 'controlled',
    initialValues: { ...INITIAL_VALUES, ...prefill.values },
  });
  const valuation = useValuation();
  const donation = useCreateDonation();
  const showInvalid = useInvalidFieldFocus();

  // Each new step's heading takes the focus, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  // A corporation deducts its gift instead of claiming a credit: the estimate follows the choice on step 2.
  const donorType = form.values.donorType;
  const estimatedFor = estimate?.taxDeduction.donorType;
  useEffect(() => {
    if (step !== 1 || !estimatedFor || estimatedFor === donorType) return;
    valuation.mutate(toValuationRequest(form.getValues(), prefill.details), {
      onSuccess: (result) => setEstimate(result),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again only when the choice changes
  }, [step, donorType, estimatedFor]);

  const submitVehicle = form.onSubmit(async (values) => {
    const { validateVehicleStep } = await loadRules();
    const checked = validateVehicleStep(values, bounds, t);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return showInvalid(checked.errors);
    }
    if (beyondCalculator(values, calculator)) {
      // Scrap or parts: no estimate is shown.
      setEstimate(null);
      setScrapBound(true);
      setStep(1);
      return;
    }
    setScrapBound(false);
    valuation.mutate(toValuationRequest(values, prefill.details), {
      onSuccess: (result) => {
        setEstimate(result);
        setStep(1);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const { location: where, ...rest } = error.fieldErrors;
          const errors = { ...rest, ...(where ? { province: where } : {}) };
          form.setErrors(errors);
          showInvalid(errors);
        }
        toastError(t('toast.errorTitle'), t('valuationError'));
      },
    });
  });

  const submitDonation = form.onSubmit(async (values) => {
    const { validateDonation } = await loadRules();
    const checked = validateDonation(values, estimate?.estimatedValue ?? prefill.estimatedValue, bounds, t);
    if (!checked.ok) {
      const errors = toFormErrors(checked.errors);
      form.setErrors(errors);
      return showInvalid(errors);
    }
    donation.mutate(checked.data, {
      onSuccess: (response) => {
        setCreated({ response, request: checked.data });
        toastSuccess(t('toast.successTitle'), t('toast.success'));
        setStep(2);
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? toFormErrors(error.fieldErrors ?? {}) : {};
        form.setErrors(fieldErrors);
        showInvalid(fieldErrors);
        // A vehicle field refused by the server (settings changed meanwhile) is fixed on step 1.
        const onVehicle = Object.keys(fieldErrors).some(
          (f) => f !== 'charity' && !DONOR_FIELDS.includes(f as never),
        );
        if (onVehicle) setStep(0);
        const message = error instanceof ApiError && error.status === 429 && error.serverMessage;
        toastError(t('toast.errorTitle'), message || t('toast.error'));
      },
    });
  });

  const stepTitle = (i: number) => t(`steps.${STEPS[i]}`);
  return (
    <div className={`${layout.container} ${layout.containerMd} ${layout.pyXl}`}>
      <div className={`${layout.stack} ${layout.gapLg}`}>
        <div>
          <h1 className={layout.h1}>{t('title')}</h1>
          <p className={`${layout.text} ${layout.mtXs}`}>{t('intro')}</p>
        </div>
        <Stepper
          active={step}
          // Back to the vehicle from step 2; a submitted donation is not reopened.
          onStepClick={(i) => step === 1 && i === 0 && setStep(0)}
          aria-label={t('stepperLabel')}
          allowNextStepsSelect={false}
          size="sm"
        >
          {STEPS.map((s, i) => (
            <Stepper.Step
              key={s}
              label={stepTitle(i)}
              description={t(`steps.${s}Description`)}
              aria-current={i === step ? 'step' : undefined}
            />
          ))}
        </Stepper>
        <section
          className={`${layout.panel} ${layout.shadow} ${layout.roomy}`}
          aria-labelledby={`${STEPS[step]}-step-heading`}
          onFocusCapture={() => void loadRules()}
        >
          <div className={`${layout.stack} ${layout.gapLg}`}>
            <h2 className={layout.h2} id={`${STEPS[step]}-step-heading`} ref={heading} tabIndex={-1}>
              {t('steps.counter', { current: step + 1, total: STEPS.length, title: stepTitle(step) })}
            </h2>
            {step === 0 && prefill.prefilled && (
              <Text size="sm">
                {prefill.estimatedValue !== null
                  ? t('prefilledNotice', {
                      value: formatMoney(prefill.estimatedValue, i18n.language, { wholeDollars: true }),
                    })
                  : t('prefilledNoticeNoValue')}{' '}
                <Anchor component={Link} to={calculatorLinkFor(form.values, prefill.details)}>
                  {t('backToCalculator')}
                </Anchor>
              </Text>
            )}
            {step === 0 && (
              <VehicleStep
                form={form}
                {...bounds}
                submitting={valuation.isPending}
                onSubmit={submitVehicle}
              />
            )}
            {step === 1 && estimate && <EstimateCard estimate={estimate} donorType={donorType} />}
            {step === 1 && scrapBound && <Text size="sm">{t('scrapBoundNotice')}</Text>}
            {step === 1 && (
              <DonorStep
                form={form}
                {...bounds}
                submitting={donation.isPending}
                onBack={() => setStep(0)}
                onSubmit={submitDonation}
              />
            )}
            {step === 2 && created && (
              <CompleteStep
                created={created.response}
                email={created.request.email}
                province={created.request.province}
                unattended={created.request.unattendedPickup}
              />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
