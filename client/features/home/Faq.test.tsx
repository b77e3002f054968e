import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import { MantineFaqAccordion, WrittenFaqAccordion } from './Faq';

const page = (children: ReactNode) =>
  renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <div>
        {children}
        <p>after</p>
      </div>
    </MantineProvider>,
  );

const items = [
  { key: 'vehicles', question: 'What kinds of vehicles do you accept?', answer: 'Cars & trucks.' },
  { key: 'tax', question: 'Is it "tax deductible"? <yes>', answer: 'A receipt.' },
];

describe('the FAQ accordion', () => {
  it('is written on the server as Mantine renders it closed, ids included', () => {
    expect(page(<WrittenFaqAccordion items={items} />)).toBe(page(<MantineFaqAccordion items={items} />));
  });
});
