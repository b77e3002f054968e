import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { toFormErrors } from './stageForm';

interface Messages {
  savedTitle: string;
  saved: string;
  failed: string;
}

/**
 * Sends a pickup and valuation form (status update, stage details) and says how it went; the server's
 * field errors go on their fields. The caller's `send` is a mutateAsync: the panel re-renders the form
 * from the saved record, and a mutate's own callbacks would be skipped once their component is gone.
 */
export async function saveStage(
  send: () => Promise<unknown>,
  setErrors: (errors: Record<string, string>) => void,
  text: Messages,
) {
  try {
    await send();
    toastSuccess(text.savedTitle, text.saved);
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors) setErrors(toFormErrors(error.fieldErrors));
    toastError(text.failed, apiErrorMessage(error, text.failed));
  }
}
