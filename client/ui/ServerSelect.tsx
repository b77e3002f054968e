import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import {
  Combobox,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  useProps,
  useResolvedStylesApi,
  type SelectFactory,
  type SelectProps,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { FIELD_PROPS, fieldMarkup, onlyKnownProps } from './fieldMarkup';

const defaultProps = {
  size: 'sm',
  withCheckIcon: true,
  allowDeselect: true,
  checkIconPosition: 'left',
  openOnFocus: true,
} as const;

const noop = () => undefined;

/** Select props the field's markup is written for (fieldMarkup.tsx); with others, InputBase renders it. */
const WRITTEN = new Set([
  ...FIELD_PROPS,
  'data',
  'searchable',
  'clearable',
  'allowDeselect',
  'nothingFoundMessage',
  'renderOption',
  'onDropdownOpen',
  'onDropdownClose',
]);
const isText = (node: ReactNode) =>
  node === undefined || node === null || typeof node === 'boolean' || typeof node === 'string';

/** True when the field's markup is written here (fieldMarkup.tsx), false when InputBase renders it. */
export const writesSelectField = (props: SelectProps) =>
  onlyKnownProps(props, WRITTEN) && isText(props.label) && isText(props.description) && isText(props.error);

/** Props that make Mantine's Select render more than its closed field: the server renders it in full then. */
export function rendersOnlyClosedField(props: SelectProps): boolean {
  return !props.dropdownOpened && !props.defaultDropdownOpened && !props.comboboxProps;
}

/**
 * What Mantine's Select renders on the server while its list is closed, without its list machinery: the
 * server render of a form page spent most of each Select's time (~0.2 ms of ~0.3) on the Combobox,
 * Popover and floating-ui hooks of a dropdown it never shows (the theme mounts the list only when open).
 * The field (its label, description, error, the input with its combobox role and aria-expanded="false",
 * the chevron, the clear button) and the hidden input are Mantine's own components given the props
 * Select gives them (@mantine/core 9's Select.tsx, Combobox.Target and Popover.Target), so the markup is
 * the same, ids included (useId is called where Select calls it): the browser hydrates it with Mantine's
 * Select (client/ui/Select.tsx). ServerSelect.test.tsx compares both renders for the props the app uses.
 */
export function ServerSelect(_props: SelectProps) {
  const props = useProps(['Input', 'InputWrapper', 'Select'], defaultProps, _props);
  const {
    classNames,
    styles,
    unstyled,
    vars: _vars,
    dropdownOpened: _dropdownOpened,
    defaultDropdownOpened: _defaultDropdownOpened,
    onDropdownClose: _onDropdownClose,
    onDropdownOpen: _onDropdownOpen,
    onFocus: _onFocus,
    onBlur: _onBlur,
    onClick: _onClick,
    onChange: _onChange,
    data,
    value,
    defaultValue,
    selectFirstOptionOnChange: _selectFirstOptionOnChange,
    selectFirstOptionOnDropdownOpen: _selectFirstOptionOnDropdownOpen,
    onOptionSubmit: _onOptionSubmit,
    comboboxProps: _comboboxProps,
    readOnly,
    disabled,
    filter: _filter,
    limit: _limit,
    withScrollArea: _withScrollArea,
    maxDropdownHeight: _maxDropdownHeight,
    floatingHeight: _floatingHeight,
    size,
    searchable,
    rightSection,
    checkIconPosition: _checkIconPosition,
    withCheckIcon: _withCheckIcon,
    withAlignedLabels: _withAlignedLabels,
    nothingFoundMessage: _nothingFoundMessage,
    name,
    form,
    searchValue,
    defaultSearchValue,
    onSearchChange: _onSearchChange,
    allowDeselect: _allowDeselect,
    error,
    rightSectionPointerEvents,
    id,
    clearable,
    clearSectionMode,
    clearButtonProps,
    hiddenInputProps,
    renderOption: _renderOption,
    onClear: _onClear,
    autoComplete,
    scrollAreaProps: _scrollAreaProps,
    __defaultRightSection: _defaultRightSection,
    __clearSection: _clearSection,
    __clearable: _clearableProp,
    chevronColor,
    autoSelectOnBlur: _autoSelectOnBlur,
    openOnFocus: _openOnFocus,
    attributes,
    ...others
  } = props;
  const _id = useId(id);
  const _value = value !== undefined ? value : defaultValue !== undefined ? defaultValue : null;
  const selectedOption =
    _value != null ? getOptionsLockup(getParsedComboboxData(data))[`${_value}`] : undefined;
  const search =
    searchValue !== undefined
      ? searchValue
      : defaultSearchValue !== undefined
        ? defaultSearchValue
        : selectedOption
          ? selectedOption.label
          : '';
  const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi<SelectFactory>({
    props,
    styles,
    classNames,
  });
  const _clearable = clearable && _value != null && !disabled && !readOnly;

  const field = writesSelectField(_props) ? (
    fieldMarkup({
      selector: 'Select',
      id: _id,
      label: others.label,
      description: others.description,
      error,
      required: others.required,
      disabled,
      pointer: !searchable,
      wrapperVars: { '--input-right-section-pointer-events': 'none' },
      rightSection: _clearable ? (
        <div data-combined-clear-section style={CLEAR_SECTION}>
          <Combobox.ClearButton {...clearButtonProps} onClear={noop} />
          {chevron(error)}
        </div>
      ) : (
        chevron(error)
      ),
      attributes: {
        placeholder: others.placeholder,
        'data-path': (others as Record<string, unknown>)['data-path'],
        readOnly: readOnly || !searchable || undefined,
        role: 'combobox',
        'aria-haspopup': 'listbox',
        'aria-expanded': false,
        autoComplete: autoComplete ?? 'off',
      },
      value: search,
    })
  ) : (
    <InputBase
      id={_id}
      __defaultRightSection={
        <Combobox.Chevron size={size} error={error} unstyled={unstyled} color={chevronColor} />
      }
      __clearSection={<Combobox.ClearButton {...clearButtonProps} onClear={noop} />}
      __clearable={_clearable}
      __clearSectionMode={clearSectionMode}
      rightSection={rightSection}
      rightSectionPointerEvents={rightSectionPointerEvents || 'none'}
      {...others}
      size={size}
      __staticSelector="Select"
      disabled={disabled}
      readOnly={readOnly || !searchable}
      value={search}
      onChange={noop}
      onFocus={noop}
      onBlur={noop}
      onClick={noop}
      classNames={resolvedClassNames}
      styles={resolvedStyles}
      unstyled={unstyled}
      pointer={!searchable}
      error={error}
      attributes={attributes}
      // Combobox.Target's attributes while the list is closed.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-controls={undefined}
      aria-activedescendant={undefined}
      autoComplete={autoComplete ?? 'off'}
      data-expanded={undefined}
      data-mantine-stop-propagation={undefined}
      onKeyDown={noop}
      className={others.className ?? ''}
    />
  );

  return (
    <>
      {field}
      <Combobox.HiddenInput
        value={_value}
        name={name}
        form={form}
        disabled={disabled}
        {...hiddenInputProps}
      />
    </>
  );
}

/** InputClearSection's combined section (clear button and chevron), size sm. */
const CLEAR_SECTION: CSSProperties = { display: 'flex', gap: 2, alignItems: 'center', paddingInlineEnd: 8 };

/** Combobox.Chevron's markup, size sm. */
function chevron(error: ReactNode) {
  return (
    <svg
      style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
      className={`${Combobox.classes.chevron} mantine-ComboboxChevron-chevron`}
      data-size="sm"
      data-combobox-chevron
      // Mantine's mod writes the error itself (its text, or true).
      data-error={error ? (error as string | number | true) : undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
