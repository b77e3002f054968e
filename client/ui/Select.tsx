import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useReducer } from 'react';
import classes from './Select.module.css';

export type { SelectProps };

/**
 * Mantine's Select with the stylesheets it needs, telling assistive technology when its list is open.
 * The theme mounts a list only while it is open, and Mantine learns the list's id in an effect after
 * the render that opened it, so the field said aria-expanded="false" (with no aria-controls) while
 * open. One more render once the list is there sets both. The server renders it too (decision 019).
 * The list scrolls natively rather than in a ScrollArea: Mantine's scroll area is a scrolling element
 * with no role inside the listbox, which the keyboard cannot reach (axe scrollable-region-focusable,
 * issue 35), whereas the listbox itself is the popup its combobox field steers with the arrow keys.
 */
export function Select(props: SelectProps) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  return (
    <MantineSelect
      withScrollArea={false}
      {...props}
      classNames={
        typeof props.classNames === 'function'
          ? props.classNames
          : { ...props.classNames, options: [classes.options, props.classNames?.options].join(' ').trim() }
      }
      onDropdownOpen={() => {
        props.onDropdownOpen?.();
        requestAnimationFrame(rerender);
      }}
    />
  );
}
