/** The part of `window.history` the guard uses. */
export interface HistoryLike {
  readonly state: unknown;
  go(delta: number): void;
  replaceState(data: unknown, unused: string): void;
}

/** Asked before Back or Forward leaves the page: true to leave, false to stay. */
export type LeaveCheck = () => boolean;

const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Back and Forward past a page that asks before it is left (an editor with unsaved changes). The router
 * numbers every history entry it writes (`idx`, as react-router does); when the browser has already
 * moved to another entry and the page's check says stay, the guard goes back the same number of steps,
 * so the address bar shows the page again, and the page itself was never left.
 */
export function createHistoryGuard(history: HistoryLike) {
  const checks = new Set<LeaveCheck>();
  let index = indexOf(history.state) ?? 0;
  if (indexOf(history.state) === null)
    history.replaceState({ ...(history.state as object | null), idx: 0 }, '');
  /** The entry the guard is returning to after a refused move. */
  let returningTo: number | null = null;

  return {
    /** The number of the entry a navigation writes: the next one when it adds an entry. */
    entry(push: boolean): number {
      if (push) index += 1;
      return index;
    },
    /** Adds a check asked before Back or Forward leaves; returns its removal. */
    block(check: LeaveCheck): () => void {
      checks.add(check);
      return () => void checks.delete(check);
    },
    /**
     * After the browser moved in its history (popstate): whether the router shows the new location.
     * `samePage`: only the anchor changed, which leaves nothing.
     */
    popped(samePage: boolean): boolean {
      const to = indexOf(history.state);
      if (returningTo !== null) {
        const returned = to === returningTo;
        returningTo = null;
        if (returned) return false;
      }
      if (to === null) {
        // An entry the browser added itself (an anchor followed): numbered after the one it follows.
        index += 1;
        history.replaceState({ ...(history.state as object | null), idx: index }, '');
        return true;
      }
      const delta = index - to;
      if (!samePage && delta !== 0 && [...checks].some((leave) => !leave())) {
        returningTo = index;
        history.go(delta);
        return false;
      }
      index = to;
      return true;
    },
  };
}

export type HistoryGuard = ReturnType<typeof createHistoryGuard>;
