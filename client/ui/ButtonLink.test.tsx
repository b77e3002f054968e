import { Button, MantineProvider } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@client/lib/router';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import { isRootPath, WrittenButtonLink, type ButtonLinkProps } from './ButtonLink';
import { Link } from '@client/lib/router';

function page(children: ReactNode) {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <StaticRouter location="/somewhere?x=1">{children}</StaticRouter>
    </MantineProvider>,
  );
}

const heart = <IconHeart size={20} aria-hidden="true" />;
const CASES: Record<string, ButtonLinkProps> = {
  'filled, large, with an icon': {
    to: '/unified-donation',
    size: 'lg',
    leftSection: heart,
    children: 'Donate',
  },
  'default, large': {
    to: '/vehicle-valuation',
    size: 'lg',
    variant: 'default',
    leftSection: heart,
    children: 'Value',
  },
  'default, small': { to: '/login', size: 'sm', variant: 'default', children: 'Login' },
  'white, no size': { to: '/unified-donation', variant: 'white', leftSection: heart, children: 'Start' },
  'filled, no size, a query': { to: '/donate?from=blog#top', children: 'Donate' },
  'small, from xs up': {
    to: '/unified-donation',
    size: 'sm',
    leftSection: heart,
    visibleFrom: 'xs',
    children: 'Donate',
  },
};

describe('ButtonLink', () => {
  it.each(Object.entries(CASES))('writes the markup of Button as Link on the server: %s', (_name, props) => {
    const { to, children, ...rest } = props;
    expect(page(<WrittenButtonLink {...props} />)).toBe(
      page(
        <Button component={Link} to={to} {...rest}>
          {children}
        </Button>,
      ),
    );
  });

  it('writes only paths Link leaves as they are', () => {
    expect(isRootPath('/blog')).toBe(true);
    expect(isRootPath('/blog/a-post?lang=fr')).toBe(true);
    expect(isRootPath('blog')).toBe(false);
    expect(isRootPath('//example.com')).toBe(false);
    expect(isRootPath('/blog/../login')).toBe(false);
    expect(isRootPath('https://example.com')).toBe(false);
  });
});
