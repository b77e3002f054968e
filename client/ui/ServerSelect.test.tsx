import { Loader, MantineProvider, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import { BrowserSelect } from './Select';
import { rendersOnlyClosedField, ServerSelect, writesSelectField } from './ServerSelect';

const provinces = [
  { value: 'AB', label: 'Alberta' },
  { value: 'QC', label: 'Québec' },
  { value: 'ON', label: 'Ontario' },
];
const years = Array.from({ length: 40 }, (_, i) => String(2026 - i));
const hinted = [
  { value: 'good', label: 'Good', hint: 'Minor wear' },
  { value: 'fair', label: 'Fair', hint: 'Needs work' },
];
const formProps = (value: string, error?: string) => ({
  value,
  onChange: () => undefined,
  onFocus: () => undefined,
  onBlur: () => undefined,
  error,
  'data-path': 'field',
});

/** The Select props the app's forms use (valuation, donation wizard, registrations, privacy). */
const CASES: Record<string, SelectProps> = {
  plain: { label: 'Province', data: provinces },
  placeholder: { label: 'Year', placeholder: 'Select a year', data: years },
  required: { label: 'Make', data: ['Honda', 'Ford'], required: true, allowDeselect: false },
  searchable: {
    label: 'Year',
    data: years,
    searchable: true,
    required: true,
    allowDeselect: false,
    nothingFoundMessage: 'Nothing found',
    ...formProps(''),
  },
  'searchable, chosen': { label: 'Year', data: years, searchable: true, ...formProps('2019') },
  'disabled, empty': {
    label: 'Model',
    placeholder: 'Choose a make first',
    data: [],
    disabled: true,
    searchable: true,
    required: true,
    ...formProps(''),
  },
  chosen: { label: 'Province', data: provinces, ...formProps('QC') },
  'not in the list': { label: 'Province', data: provinces, ...formProps('XX') },
  'with an error': { label: 'Province', data: provinces, required: true, ...formProps('', 'Required') },
  described: { label: 'Condition', description: 'What it looks like', data: hinted, ...formProps('good') },
  'render option': {
    label: 'Condition',
    data: hinted,
    renderOption: ({ option }) => <b>{option.label}</b>,
    ...formProps('fair'),
  },
  'clearable, empty': {
    label: 'Time',
    placeholder: 'No preference',
    data: provinces,
    clearable: true,
    value: null,
  },
  'clearable, chosen': { label: 'Time', data: provinces, clearable: true, value: 'AB' },
  'clearable, searchable, chosen': {
    label: 'Year',
    data: years,
    searchable: true,
    clearable: true,
    value: '2020',
  },
  'right section': {
    label: 'Charity',
    data: provinces,
    rightSection: <Loader size={14} aria-hidden="true" />,
    ...formProps(''),
  },
  'default value, named': { label: 'Province', data: provinces, defaultValue: 'ON', name: 'province' },
  'read only': { label: 'Province', data: provinces, readOnly: true, value: 'AB' },
  'aria label, class, style props': {
    'aria-label': 'Category',
    data: provinces,
    className: 'mine',
    maw: 240,
    size: 'md',
  },
  grouped: {
    label: 'Grouped',
    data: [{ group: 'West', items: provinces }],
    value: 'ON',
  },
};

function page(children: ReactNode) {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <form>{children}</form>
    </MantineProvider>,
  );
}

describe('ServerSelect', () => {
  /** Cases whose field goes through Mantine's InputBase (props the written markup does not cover). */
  const THROUGH_INPUT_BASE = ['right section', 'aria label, class, style props'];

  it.each(Object.entries(CASES))('renders the markup of Mantine’s closed Select: %s', (name, props) => {
    expect(rendersOnlyClosedField(props)).toBe(true);
    expect(writesSelectField(props)).toBe(!THROUGH_INPUT_BASE.includes(name));
    expect(page(<ServerSelect {...props} />)).toBe(page(<BrowserSelect {...props} />));
  });

  it('gives the ids the browser computes, beside other fields', () => {
    const fields = (Field: typeof ServerSelect) => [
      <Field key="a" label="Province" data={provinces} />,
      <Field key="b" label="Year" data={years} searchable description="When" />,
      <Field key="c" label="Time" data={provinces} clearable value="AB" />,
    ];
    expect(page(fields(ServerSelect))).toBe(page(fields(BrowserSelect)));
  });

  it('leaves an open or reconfigured list to Mantine', () => {
    expect(rendersOnlyClosedField({ data: [], defaultDropdownOpened: true })).toBe(false);
    expect(rendersOnlyClosedField({ data: [], dropdownOpened: true })).toBe(false);
    expect(rendersOnlyClosedField({ data: [], comboboxProps: { withinPortal: false } })).toBe(false);
  });
});
