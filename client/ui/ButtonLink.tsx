import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';

export interface ButtonLinkProps {
  /** An address of this site, from its root (`/unified-donation`). */
  to: string;
  children: ReactNode;
  size?: ButtonProps['size'];
  variant?: 'filled' | 'default' | 'white';
  leftSection?: ReactNode;
  /** Shown from this breakpoint up (Mantine's visibleFrom). */
  visibleFrom?: 'xs';
}

/** A link that looks like a button: Mantine's Button rendered as the router's Link, on both sides. */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    <Button component={Link} to={to} {...rest}>
      {children}
    </Button>
  );
}
