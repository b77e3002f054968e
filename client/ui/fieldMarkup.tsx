import '@mantine/core/styles/Input.css';
import { Input } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/*
 * Mantine's text fields as the server renders them, written out as plain elements. Each Mantine input
 * costs ~0.1 ms of a server render (TextInput, Select's field) to ~0.4 ms (NumberInput) in Mantine's
 * props, styles and style-props work, for markup that depends on a handful of props: the calculator and
 * the wizard render 10-15 of them. fieldMarkup writes the wrapper and input Mantine writes, with its own
 * class names (Input.classes) and CSS variables; the fields built on it (serverFields.tsx: text, textarea,
 * number; ServerSelect.tsx: a closed Select) take it for the props the public forms use, and leave a
 * field given any other prop to Mantine. The browser hydrates the markup with Mantine's components
 * (client/ui/fields.tsx, Select.tsx). serverFields.test.tsx and ServerSelect.test.tsx render both for
 * each case and expect the same markup; a Mantine upgrade that changes its markup fails there.
 */

const classes = Input.classes;

/** Props of a field's wrapper and value that every written field (text, number, select) writes or ignores. */
export const FIELD_PROPS: readonly string[] = [
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
  'onClick',
  'name',
  'id',
  'data-path',
];

export const onlyKnownProps = (props: object, known: ReadonlySet<string>) =>
  Object.keys(props).every((name) => known.has(name));

/** Plain text (a label, description or error made of strings and numbers), as a field's parts are here. */
const isText = (node: ReactNode): boolean =>
  node === undefined ||
  node === null ||
  typeof node === 'boolean' ||
  typeof node === 'string' ||
  typeof node === 'number';

export const textParts = (props: { label?: ReactNode; description?: ReactNode; error?: ReactNode }) =>
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
      {hasDescription ? wrapperText('description', s, descriptionId, f.description) : null}
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
      {hasError ? wrapperText('error', s, errorId, f.error) : null}
    </div>
  );
}

/** The description or error line under a field, as Mantine's InputWrapper writes it. */
function wrapperText(part: 'description' | 'error', s: string, id: string, text: ReactNode) {
  return (
    <p
      style={{ [`--input-${part}-size`]: errorSize } as CSSProperties}
      className={`${classes[part]} mantine-InputWrapper-${part} mantine-${s}-${part}`}
      data-size="sm"
      id={id}
    >
      {text}
    </p>
  );
}

/** The wrapper's parts of a field's props, as fieldMarkup takes them. */
export const wrapperParts = (props: {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}) => ({
  label: props.label,
  description: props.description,
  error: props.error,
  required: props.required,
  disabled: props.disabled,
});
