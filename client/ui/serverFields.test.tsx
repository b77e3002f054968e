import {
  MantineProvider,
  NumberInput,
  Textarea,
  TextInput,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@client/app/theme';
import {
  ServerNumberInput,
  ServerTextarea,
  ServerTextInput,
  servesNumberInput,
  servesTextarea,
  servesTextInput,
} from './serverFields';

const formProps = <V extends string | number>(value: V, error?: string) => ({
  value,
  onChange: () => undefined,
  onFocus: () => undefined,
  onBlur: () => undefined,
  error,
  'data-path': 'field',
});

function page(children: ReactNode) {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <form>{children}</form>
    </MantineProvider>,
  );
}

/** The props the calculator's and the wizard's fields are given (trim, VIN, mileage, modifications). */
const TEXT: Record<string, TextInputProps> = {
  trim: { label: 'Trim', placeholder: 'For example LX', maxLength: 100, ...formProps('') },
  vin: {
    label: 'VIN',
    description: '17 characters',
    maxLength: 17,
    autoCapitalize: 'characters',
    spellCheck: false,
    ...formProps('1HGCM82633A004352'),
  },
  'with an error': { label: 'VIN', description: 'Where', ...formProps('123', 'The VIN has 17 characters') },
  'error only': { label: 'Name', required: true, ...formProps('', 'Required') },
  'error without a message': { label: 'Name', error: true, value: 'x', onChange: () => undefined },
  disabled: { label: 'Trim', placeholder: 'None', disabled: true, value: 'x', onChange: () => undefined },
  'named, given an id': {
    label: 'City',
    name: 'city',
    id: 'city',
    autoComplete: 'address-level2',
    value: '',
  },
  'no label': { 'aria-label': 'Search', value: '' } as TextInputProps,
};

const TEXTAREA: Record<string, TextareaProps> = {
  modifications: {
    label: 'Modifications',
    placeholder: 'Lift kit',
    autosize: true,
    minRows: 2,
    maxLength: 500,
    ...formProps(''),
  },
  'with text and an error': {
    label: 'Notes',
    autosize: true,
    minRows: 3,
    ...formProps('Keys <under> the mat & "front"', 'Too long'),
  },
};

const mileage = (value: string | number, separator = ','): NumberInputProps => ({
  label: 'Mileage (km)',
  required: true,
  min: 0,
  allowNegative: false,
  allowDecimal: false,
  thousandSeparator: separator,
  inputMode: 'numeric',
  ...formProps(value),
});

const NUMBER: Record<string, NumberInputProps> = {
  empty: mileage(''),
  zero: mileage(0),
  'a number': mileage(120000),
  'a numeric string': mileage('95000'),
  'French separator': mileage(1234567, '\u202f'),
  'with an error': { ...mileage(''), error: 'Required' },
  disabled: { ...mileage(5000), disabled: true },
};

describe('server fields', () => {
  it.each(Object.entries(TEXT))('TextInput: %s', (name, props) => {
    expect(servesTextInput(props)).toBe(name !== 'no label');
    expect(page(<ServerTextInput {...props} />)).toBe(page(<TextInput {...props} />));
  });

  it.each(Object.entries(TEXTAREA))('Textarea: %s', (_name, props) => {
    expect(servesTextarea(props)).toBe(true);
    expect(page(<ServerTextarea {...props} />)).toBe(page(<Textarea {...props} />));
  });

  it.each(Object.entries(NUMBER))('NumberInput: %s', (_name, props) => {
    expect(servesNumberInput(props)).toBe(true);
    expect(page(<ServerNumberInput {...props} />)).toBe(page(<NumberInput {...props} />));
  });

  it('give the ids the browser computes, beside other fields', () => {
    const fields = (server: boolean) => [
      server ? <ServerTextInput key="a" {...TEXT.trim} /> : <TextInput key="a" {...TEXT.trim} />,
      server ? <ServerNumberInput key="b" {...NUMBER.empty} /> : <NumberInput key="b" {...NUMBER.empty} />,
      server ? (
        <ServerTextarea key="c" {...TEXTAREA.modifications} />
      ) : (
        <Textarea key="c" {...TEXTAREA.modifications} />
      ),
      server ? <ServerTextInput key="d" {...TEXT.vin} /> : <TextInput key="d" {...TEXT.vin} />,
    ];
    expect(page(fields(true))).toBe(page(fields(false)));
  });

  it('leave other props to Mantine', () => {
    expect(servesTextInput({ label: 'A', leftSection: 'x' })).toBe(false);
    expect(servesTextInput({ label: 'A', className: 'mine' })).toBe(false);
    expect(servesTextInput({ label: 'A', mt: 'md' })).toBe(false);
    expect(servesTextInput({ label: <b>A</b> })).toBe(false);
    expect(servesTextarea({ label: 'A' })).toBe(false);
    expect(servesNumberInput({ ...mileage(''), allowDecimal: true })).toBe(false);
    expect(servesNumberInput({ ...mileage(''), prefix: '$' })).toBe(false);
    expect(servesNumberInput(mileage(12.5))).toBe(false);
    expect(servesNumberInput(mileage(-4))).toBe(false);
  });
});
