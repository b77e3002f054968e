import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  Input,
  NumberInput,
  UnstyledButton,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

/*
 * Mantine's text fields as the server renders them, written out as plain elements. Each Mantine input
 * costs ~0.1 ms of a server render (TextInput, Select's field) to ~0.4 ms (NumberInput) in Mantine's
 * props, styles and style-props work, for markup that depends on a handful of props: the calculator and
 * the wizard render 10-15 of them. These functions write the same markup, with Mantine's own class
 * names (Input.classes) and CSS variables, for the props the public forms use; a field given any other
 * prop is rendered by Mantine (the `serves…` checks). The browser hydrates the markup with Mantine's
 * components (client/ui/fields.tsx, Select.tsx). serverFields.test.tsx renders both for each case and
 * expects the same markup; a Mantine upgrade that changes its markup fails there.
 */

const classes = Input.classes;

/** Props these fields write (or ignore, for handlers): anything else is left to Mantine. */
const TEXT_PROPS = new Set([
  'label',
  'description',
  'error',
  'required',
  'disabled',
  'readOnly',
  'placeholder',
  'value',
  'defaultValue',
  'onChange',
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onClick',
  'maxLength',
  'autoCapitalize',
  'autoComplete',
  'spellCheck',
  'inputMode',
  'name',
  'id',
  'data-path',
]);

const onlyKnownProps = (props: object, known: ReadonlySet<string>) =>
  Object.keys(props).every((name) => known.has(name));

/** Plain text (a label, description or error made of strings and numbers), as a field's parts are here. */
const isText = (node: ReactNode): boolean =>
  node === undefined ||
  node === null ||
  typeof node === 'boolean' ||
  typeof node === 'string' ||
  typeof node === 'number';

const textParts = (props: { label?: ReactNode; description?: ReactNode; error?: ReactNode }) =>
  isText(props.label) && isText(props.description) && isText(props.error);

export interface FieldMarkup {
  /** Mantine's static selector: `mantine-<selector>-root`, `-label`... */
  selector: string;
  id: string;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A class before Input's on the root (NumberInput's). */
  rootClass?: string;
  /** Input wrapper variables after the size ones, in Mantine's order. */
  wrapperVars?: Record<string, string>;
  pointer?: boolean;
  multiline?: boolean;
  rightSection?: ReactNode;
  /** `input` (default) or `textarea` (its value is its content). */
  element?: 'input' | 'textarea';
  /** Attributes before the class (react-number-format's inputMode, autosize's rows). */
  leadingAttributes?: Record<string, unknown>;
  /** The element's own attributes, in the order Mantine passes them. */
  attributes?: Record<string, unknown>;
  /** Attributes after the id (react-number-format's type). */
  trailingAttributes?: Record<string, unknown>;
  value?: string;
}

const noop = () => undefined;

const errorSize = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';

/** Mantine's Input.Wrapper around Input (size sm, variant default, label, description, input, error). */
export function fieldMarkup(f: FieldMarkup) {
  const s = f.selector;
  const hasError = !!f.error && typeof f.error !== 'boolean';
  const hasDescription = !!f.description;
  const errorId = `${f.id}-error`;
  const descriptionId = `${f.id}-description`;
  const describedBy =
    `${hasError ? errorId : ''}  ${hasDescription ? descriptionId : ''}`.trim() || undefined;
  const wrapperStyle = {
    ...(hasDescription ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : null),
    ...(hasError ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : null),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...f.wrapperVars,
  } as CSSProperties;
  const Element = f.element ?? 'input';
  const elementProps = {
    ...f.leadingAttributes,
    className: `${classes.input} mantine-Input-input mantine-${s}-input`,
    'data-variant': 'default',
    'data-disabled': f.disabled || undefined,
    'data-error': !!f.error || undefined,
    ...f.attributes,
    required: f.required,
    disabled: f.disabled,
    'aria-invalid': f.error ? true : undefined,
    'aria-describedby': describedBy,
    id: f.id,
    ...f.trailingAttributes,
  };
  return (
    <div
      className={`${f.rootClass ? `${f.rootClass} ` : ''}${classes.root} mantine-InputWrapper-root mantine-${s}-root`}
      data-size="sm"
      data-error={!!f.error || undefined}
    >
      {f.label ? (
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className={`${classes.label} mantine-InputWrapper-label mantine-${s}-label`}
          data-size="sm"
          data-required={f.required || undefined}
          htmlFor={f.id}
          id={`${f.id}-label`}
        >
          {f.label}
          {f.required && (
            <span
              className={`${classes.required} mantine-InputWrapper-required mantine-${s}-required`}
              aria-hidden
            >
              {' *'}
            </span>
          )}
        </label>
      ) : null}
      {hasDescription ? (
        <p
          style={{ '--input-description-size': errorSize } as CSSProperties}
          className={`${classes.description} mantine-InputWrapper-description mantine-${s}-description`}
          data-size="sm"
          id={descriptionId}
        >
          {f.description}
        </p>
      ) : null}
      <div
        style={wrapperStyle}
        className={`${classes.wrapper} mantine-Input-wrapper mantine-${s}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={!!f.error || undefined}
        data-pointer={f.pointer || undefined}
        data-disabled={f.disabled || undefined}
        data-multiline={f.multiline || undefined}
        data-with-right-section={f.rightSection ? true : undefined}
      >
        {Element === 'textarea' ? (
          <textarea {...elementProps} value={f.value} onChange={noop} />
        ) : (
          <input {...elementProps} value={f.value} onChange={noop} />
        )}
        {f.rightSection ? (
          <div
            data-position="right"
            className={`${classes.section} mantine-Input-section mantine-${s}-section`}
          >
            {f.rightSection}
          </div>
        ) : null}
      </div>
      {hasError ? (
        <p
          style={{ '--input-error-size': errorSize } as CSSProperties}
          className={`${classes.error} mantine-InputWrapper-error mantine-${s}-error`}
          data-size="sm"
          id={errorId}
        >
          {f.error}
        </p>
      ) : null}
    </div>
  );
}

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
    label: props.label,
    description: props.description,
    error: props.error,
    required: props.required,
    disabled: props.disabled,
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
    label: rest.label,
    description: rest.description,
    error: rest.error,
    required: rest.required,
    disabled: rest.disabled,
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
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
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
    label: rest.label,
    description: rest.description,
    error: rest.error,
    required: rest.required,
    disabled: rest.disabled,
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
