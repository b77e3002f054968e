import { useRef } from 'react';

/**
 * The latest non-null value seen: a dialog keeps showing (and naming) its record while it closes,
 * so its exit animation never shows an untitled, empty dialog.
 */
export function useLastValue<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return last.current;
}
