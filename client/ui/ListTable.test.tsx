import { MantineProvider, Table } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListTable, listTableText } from './ListTable';

const render = (node: ReactElement) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const text = { loading: 'Loading…', loadError: 'Could not load', empty: 'Nothing yet' };
const answered: { isPending: boolean; isError: boolean; error: unknown } = {
  isPending: false,
  isError: false,
  error: null,
};

function table(query: typeof answered, items: readonly string[] | undefined, scrollRegion = false) {
  return render(
    <ListTable
      query={query}
      items={items}
      text={text}
      caption="Donations"
      columns={['Name', 'Status']}
      minWidth={600}
      scrollRegion={scrollRegion}
      row={(item) => (
        <Table.Tr key={item}>
          <Table.Td>{item}</Table.Td>
          <Table.Td>ok</Table.Td>
        </Table.Tr>
      )}
    />,
  );
}

describe('ListTable', () => {
  it('says it is loading, that loading failed, or that there is nothing, instead of an empty table', () => {
    expect(table({ ...answered, isPending: true }, undefined)).toMatch(/role="status"[^>]*>Loading…/);
    expect(table({ ...answered, isError: true, error: new Error('x') }, undefined)).toMatch(
      /role="alert"[^>]*>Could not load/,
    );
    const empty = table(answered, []);
    expect(empty).toMatch(/role="status"[^>]*>Nothing yet/);
    expect(empty).not.toContain('<table');
  });

  it('shows the rows under a hidden caption and column headers', () => {
    const html = table(answered, ['Ada', 'Linus']);
    expect(html).toMatch(/<caption[^>]*>Donations<\/caption>/);
    expect(html.match(/<th[^>]*scope="col"[^>]*>/g)).toHaveLength(2);
    expect(html).toContain('>Ada</td>');
    expect(html).toContain('>Linus</td>');
    expect(html).not.toContain('role="region"');
  });

  it('makes the scroll area a keyboard-reachable region named by the caption when asked', () => {
    const html = table(answered, ['Ada'], true);
    const region = html.match(/<div[^>]*role="region"[^>]*>/)?.[0] ?? '';
    expect(region).toContain('tabindex="0"');
    expect(region).toContain('aria-label="Donations"');
  });
});

describe('listTableText', () => {
  it("reads a list's words from the catalog's usual keys under the prefix", () => {
    const t = (key: string) => `<${key}>`;
    expect(listTableText(t, 'admin', ['title'])).toEqual({
      text: { loading: '<admin.loading>', loadError: '<admin.loadError>', empty: '<admin.empty>' },
      caption: '<admin.caption>',
      columns: ['<admin.columns.title>'],
    });
    expect(listTableText(t, '', ['subject']).caption).toBe('<caption>');
  });
});
