import { Button, UnstyledButton, useMantineTheme, type ButtonProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
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

/**
 * A link that looks like a button: Mantine's Button rendered as the router's Link. On the server its
 * markup is written here (Mantine's classes, the variables of Button.varsResolver for the theme, the
 * href Link gives a path from the root): the button and the link cost ~0.1 ms of
 * every server render each, and a page has several. The browser renders and hydrates Mantine's Button
 * and Link (ButtonLink.test.tsx compares both markups).
 */
export function ButtonLink(props: ButtonLinkProps) {
  if (import.meta.env.SSR && isRootPath(props.to)) return <WrittenButtonLink {...props} />;
  const { to, children, ...rest } = props;
  return (
    <Button component={Link} to={to} {...rest}>
      {children}
    </Button>
  );
}

/** A path Link writes as it is: from the root, not protocol-relative, no `.` or `..` segments. */
export const isRootPath = (to: string) => /^\/(?!\/)/.test(to) && !/(^|\/)\.\.?(\/|$|[?#])/.test(to);

const b = Button.classes;

export function WrittenButtonLink({
  to,
  children,
  size,
  variant,
  leftSection,
  visibleFrom,
}: ButtonLinkProps) {
  const theme = useMantineTheme();
  const vars = Button.varsResolver(theme, { size, variant } as ButtonProps, undefined).root ?? {};
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) style[name] = String(value);
  return (
    <a
      style={style as CSSProperties}
      className={`mantine-focus-auto mantine-active ${b.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root${visibleFrom ? ` mantine-visible-from-${visibleFrom}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      href={to}
    >
      <span className={`${b.inner} mantine-Button-inner`}>
        {leftSection ? (
          <span className={`${b.section} mantine-Button-section`} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={`${b.label} mantine-Button-label`}>{children}</span>
      </span>
    </a>
  );
}
