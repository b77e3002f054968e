import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ListPagerProps } from './ListPager';

/** How long typing in a search box settles before the list asks again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface PagedFilters<F extends { [K in keyof F]: string }> {
  /** The filters as the inputs show them, as typed. */
  values: F;
  /** The filters the list asks for: `values`, but the debounced ones as they stood once typing paused. */
  applied: F;
  page: number;
  setPage: (page: number) => void;
  /** Changes some filters and goes back to the first page (the old page may no longer exist). */
  set: (patch: Partial<F>) => void;
  /** `value` and `onChange` for the TextInput or NativeSelect of one filter. */
  field: (key: keyof F) => { value: string; onChange: (e: { currentTarget: { value: string } }) => void };
  /** The ListPager's props for this page: `total` items (none until known), named `label` for screen readers. */
  pager: (total: number | undefined, label: string) => ListPagerProps;
}

export interface PagedFiltersOptions<F> {
  /** Items a page, as the list asks the server for them. */
  pageSize: number;
  /** The filters typed in a search box: the list asks for them once typing has paused. */
  debounced?: readonly (keyof F)[];
}

/**
 * A paged list's filters and page: any change of filter goes back to page 1, and the filters named in
 * `debounced` (search boxes) reach `applied` only once typing has paused, so each key stroke is not a request.
 */
export function usePagedFilters<F extends { [K in keyof F]: string }>(
  initial: F,
  { pageSize, debounced = [] }: PagedFiltersOptions<F>,
): PagedFilters<F> {
  const [values, setValues] = useState(initial);
  const [page, setPage] = useState(1);
  const [settled] = useDebouncedValue(values, SEARCH_DEBOUNCE_MS);
  const applied = { ...values };
  for (const key of debounced) applied[key] = settled[key];
  const set = (patch: Partial<F>) => {
    setValues((v) => ({ ...v, ...patch }));
    setPage(1);
  };
  const field = (key: keyof F) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      set({ [key]: e.currentTarget.value } as Partial<F>),
  });
  const pager = (total: number | undefined, label: string) => ({
    total: total ?? 0,
    pageSize,
    page,
    onChange: setPage,
    label,
  });
  return { values, applied, page, setPage, set, field, pager };
}
