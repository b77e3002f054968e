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

const defaultProps = {
  size: 'sm',
  withCheckIcon: true,
  allowDeselect: true,
  checkIconPosition: 'left',
  openOnFocus: true,
} as const;

const noop = () => undefined;

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

  return (
    <>
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
