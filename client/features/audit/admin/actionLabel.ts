import type { TFunction } from 'i18next';

/** An audited action in words ("Donation status changed"), or its code when the catalog has none. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`analytics:audit.actions.${action}`, { defaultValue: action });
}
