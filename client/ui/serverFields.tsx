import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  NumberInput,
  UnstyledButton,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { ChevronPath } from './ChevronPath';
import { FIELD_PROPS, fieldMarkup, onlyKnownProps, textParts, wrapperParts } from './fieldMarkup';

/*
 * TextInput, Textarea (autosize) and NumberInput as the server renders them, through fieldMarkup
 * (./fieldMarkup.tsx) for the props the public forms use; a field given any other prop is rendered by
 * Mantine (the `serves…` checks).
 */

/** Props these fields write (or ignore, for handlers): anything else is left to Mantine. */
const TEXT_PROPS = new Set([
  ...FIELD_PROPS,
  'onKeyDown',
  'maxLength',
  'autoCapitalize',
  'autoComplete',
  'spellCheck',
  'inputMode',
]);

const textValue = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The element's own attributes a text field passes on, in the order Mantine's TextInput passes them. */
function ownAttributes(props: Record<string, unknown>, drop: ReadonlySet<string>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!drop.has(name)) out[name] = value;
  return out;
}

const FIELD_PARTS = new Set([
  'label',
  'description',
  'error',
  'required',
  'disabled',
  'value',
  'defaultValue',
  'onChange',
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onClick',
  'id',
]);

export const servesTextInput = (props: TextInputProps) =>
  onlyKnownProps(props, TEXT_PROPS) && textParts(props);

/** TextInput's markup (useId where Mantine's Input.Wrapper calls it). */
export function ServerTextInput(props: TextInputProps) {
  const id = useId(props.id);
  return fieldMarkup({
    selector: 'TextInput',
    id,
    ...wrapperParts(props),
    attributes: ownAttributes(props as Record<string, unknown>, FIELD_PARTS),
    value: textValue(props.value ?? props.defaultValue),
  });
}

const TEXTAREA_PROPS = new Set([...TEXT_PROPS, 'autosize', 'minRows']);

export const servesTextarea = (props: TextareaProps) =>
  onlyKnownProps(props, TEXTAREA_PROPS) && props.autosize === true && textParts(props);

/** Textarea autosize's markup before the browser measures it (rows = minRows). */
export function ServerTextarea(props: TextareaProps) {
  const id = useId(props.id);
  const { autosize: _autosize, minRows, ...rest } = props;
  return fieldMarkup({
    selector: 'Textarea',
    id,
    ...wrapperParts(rest),
    multiline: true,
    wrapperVars: { '--input-padding-y': 'var(--input-padding-y-sm)' },
    element: 'textarea',
    leadingAttributes: minRows === undefined ? undefined : { rows: minRows },
    attributes: { ...ownAttributes(rest as Record<string, unknown>, FIELD_PARTS), 'data-no-overflow': true },
    value: textValue(rest.value ?? rest.defaultValue),
  });
}

const NUMBER_PROPS = new Set([...TEXT_PROPS, 'min', 'allowNegative', 'allowDecimal', 'thousandSeparator']);

/** A whole number (or nothing) written as react-number-format writes it with a thousands separator. */
function wholeNumberText(value: unknown, separator: string | undefined): string | null {
  if (value === '' || value === undefined) return '';
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n) || n < 0) return null;
  const digits = String(n);
  return separator ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : digits;
}

export const servesNumberInput = (props: NumberInputProps) =>
  onlyKnownProps(props, NUMBER_PROPS) &&
  textParts(props) &&
  props.allowDecimal === false &&
  props.allowNegative === false &&
  (props.min === undefined || props.min === 0) &&
  (props.thousandSeparator === undefined || typeof props.thousandSeparator === 'string') &&
  wholeNumberText(props.value, props.thousandSeparator as string | undefined) !== null;

const numberClasses = NumberInput.classes;

function Chevron({ up }: { up: boolean }) {
  return (
    <svg
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        ...(up ? { transform: 'rotate(180deg)' } : null),
      }}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <ChevronPath />
    </svg>
  );
}

/** NumberInput's markup for a whole, non-negative number with its step controls. */
export function ServerNumberInput(props: NumberInputProps) {
  const id = useId(props.id);
  const { min, allowNegative: _n, allowDecimal: _d, thousandSeparator, inputMode: _mode, ...rest } = props;
  const text = wholeNumberText(rest.value, thousandSeparator as string | undefined) ?? '';
  const value =
    typeof rest.value === 'number' ? rest.value : text === '' ? null : Number(text.replace(/\D/g, ''));
  const control = (up: boolean) => (
    <button
      className={`mantine-focus-auto ${numberClasses.control} mantine-NumberInput-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-direction={up ? 'up' : 'down'}
      type="button"
      tabIndex={-1}
      aria-hidden
      disabled={rest.disabled || (!up && value !== null && min !== undefined && value <= min) || undefined}
    >
      <Chevron up={up} />
    </button>
  );
  return fieldMarkup({
    selector: 'NumberInput',
    id,
    ...wrapperParts(rest),
    rootClass: numberClasses.root,
    wrapperVars: {
      '--input-right-section-width': 'var(--ni-right-section-width-sm)',
      ...(rest.disabled ? { '--input-right-section-pointer-events': 'none' } : null),
    },
    rightSection: (
      <div
        className={`${numberClasses.controls} mantine-NumberInput-controls`}
        style={{ '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as CSSProperties}
      >
        {control(true)}
        {control(false)}
      </div>
    ),
    leadingAttributes: { inputMode: 'decimal' },
    attributes: ownAttributes(rest as Record<string, unknown>, FIELD_PARTS),
    trailingAttributes: { type: 'text' },
    value: text,
  });
}
