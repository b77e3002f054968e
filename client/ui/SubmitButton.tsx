import { Button, Loader, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  /** The request is on its way: the button is disabled, shows a spinner and `pendingLabel`. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Shown left of the label while not pending. */
  icon?: ReactNode;
}

/** A form's submit button that says what it is doing while the request runs. */
export function SubmitButton({ pending, label, pendingLabel, icon, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={pending}
      leftSection={pending ? <Loader size={16} color="gray" aria-hidden="true" /> : icon}
      {...props}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
