import { useEffect, useState, type RefObject } from 'react';

/** Spots just inside the button's corners and its centre: where it could cover something. */
function spots(r: DOMRect): Array<[number, number]> {
  const inset = 2;
  return [
    [r.left + inset, r.top + inset],
    [r.right - inset, r.top + inset],
    [r.left + inset, r.bottom - inset],
    [r.right - inset, r.bottom - inset],
    [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
  ];
}

/**
 * Whether the floating chat button lies over a table (staff lists: their last column) or over the
 * element that has the focus (WCAG 2.2 2.4.11 Focus Not Obscured). The button then steps aside (it
 * fades and lets clicks through; the header menu and the footer still open the chat) until the page
 * scrolls it clear; it stays shown while it has the focus itself.
 */
export function useLauncherCovers(launcher: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = launcher.current;
      if (!button) return;
      const focused = document.activeElement;
      if (focused === button) return setCovers(false);
      const watched = focused && focused !== document.body ? focused : null;
      const below = (node: Element) =>
        node !== button &&
        !button.contains(node) &&
        (node.closest('table, [role="grid"]') !== null ||
          (watched !== null && (node === watched || watched.contains(node))));
      const r = button.getBoundingClientRect();
      setCovers(spots(r).some(([x, y]) => document.elementsFromPoint(x, y).some(below)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // Content that loads under the button changes the page's size: a table arriving is seen too.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resizes?.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
    };
  }, [launcher, active]);
  return active && covers;
}
