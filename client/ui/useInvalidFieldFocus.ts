import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from './LiveAnnouncer';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** Frames to wait for the errors just set to reach the page (a step may change first). */
const MAX_FRAMES = 30;

/**
 * Brings the first invalid field (`aria-invalid="true"`, in page order) into the middle of the screen and
 * focuses it, once the errors have been rendered. Returns at once; the focus moves on a later frame.
 */
export function focusFirstInvalid(root?: ParentNode | null, frames = MAX_FRAMES): void {
  const attempt = (left: number) => {
    const scope = root ?? document.querySelector('main') ?? document;
    const marked = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Some Mantine inputs mark their wrapper too: focus the control inside it.
    const field = marked?.matches(FOCUSABLE)
      ? marked
      : (marked?.querySelector<HTMLElement>(FOCUSABLE) ?? marked);
    if (field) {
      field.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    } else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(frames));
}

/**
 * What every form does after a failed submit (its own check or the server's field errors): the first
 * invalid field is shown and focused, and screen readers hear how many fields need attention.
 * `show(errors, form?)` takes the errors just set (field → message) and, optionally, the form element.
 */
export function useInvalidFieldFocus() {
  const { t } = useTranslation('common');
  return useCallback(
    (errors: Record<string, unknown>, form?: ParentNode | null) => {
      const count = Object.values(errors).filter(Boolean).length;
      if (count === 0) return;
      announce(t('formErrors', { count }));
      focusFirstInvalid(form);
    },
    [t],
  );
}
