import { describe, expect, it } from 'vitest';
import { createHistoryGuard, type HistoryLike } from './history-guard';

/**
 * A browser history of one document, as the HTML standard describes it: entries with their state,
 * pushState drops the entries ahead, go() moves and then fires popstate (here: calls `onPop`, which the
 * router's listener does with `guard.popped`).
 */
class SessionHistory implements HistoryLike {
  entries: { path: string; state: unknown }[];
  at = 0;
  onPop: () => void = () => undefined;
  constructor(path: string, state: unknown = null) {
    this.entries = [{ path, state }];
  }
  get state() {
    return this.entries[this.at]!.state;
  }
  get path() {
    return this.entries[this.at]!.path;
  }
  replaceState(state: unknown) {
    this.entries[this.at]!.state = state;
  }
  pushState(state: unknown, path: string) {
    this.entries.splice(this.at + 1, Infinity, { path, state });
    this.at += 1;
  }
  go(delta: number) {
    this.at += delta;
    this.onPop();
  }
}

/** The router over a session history: what it shows, and the questions asked. */
function routerOver(history: SessionHistory) {
  const guard = createHistoryGuard(history);
  const shown = { path: history.path };
  history.onPop = () => {
    const samePage = history.path.split('#')[0] === shown.path.split('#')[0];
    if (guard.popped(samePage)) shown.path = history.path;
  };
  const navigate = (path: string) => {
    history.pushState({ usr: null, key: path, idx: guard.entry(true) }, path);
    shown.path = path;
  };
  return { guard, shown, navigate };
}

describe('Back and Forward past a page that asks before it is left', () => {
  it('numbers the entries the router writes, the first one included', () => {
    const history = new SessionHistory('/admin/posts', { usr: 'kept' });
    const { navigate } = routerOver(history);
    expect(history.state).toEqual({ usr: 'kept', idx: 0 });
    navigate('/admin/posts/new');
    expect(history.state).toMatchObject({ idx: 1 });
  });

  it('stays on the editor after Back when the user stays: the address returns to it and it was never left', () => {
    const history = new SessionHistory('/admin/posts');
    const { guard, shown, navigate } = routerOver(history);
    navigate('/admin/posts/new');
    let asked = 0;
    guard.block(() => {
      asked += 1;
      return false;
    });

    history.go(-1);
    expect(asked).toBe(1);
    expect(history.path, 'the address bar shows the editor again').toBe('/admin/posts/new');
    expect(shown.path, 'the editor was never left').toBe('/admin/posts/new');
    // Going back to the editor is not asked about; a second Back asks again.
    history.go(-1);
    expect(asked).toBe(2);
    expect(history.path).toBe('/admin/posts/new');
  });

  it('leaves on Back when the user agrees, and asks nothing once the check is removed', () => {
    const history = new SessionHistory('/admin/posts');
    const { guard, shown, navigate } = routerOver(history);
    navigate('/admin/posts/new');
    let answer = true;
    const remove = guard.block(() => answer);
    history.go(-1);
    expect(shown.path).toBe('/admin/posts');
    history.go(1);
    expect(shown.path).toBe('/admin/posts/new');

    answer = false;
    remove();
    history.go(-1);
    expect(shown.path).toBe('/admin/posts');
  });

  it('returns the same number of steps after Forward, or a jump of several entries', () => {
    const history = new SessionHistory('/admin');
    const { guard, shown, navigate } = routerOver(history);
    navigate('/admin/posts');
    navigate('/admin/posts/new');
    navigate('/admin/pages');
    history.go(-1);
    expect(shown.path).toBe('/admin/posts/new');

    const remove = guard.block(() => false);
    history.go(1);
    expect(history.path).toBe('/admin/posts/new');
    history.go(-2);
    expect(history.path).toBe('/admin/posts/new');
    expect(
      history.entries.map((e) => e.path),
      'no entry added or lost',
    ).toEqual(['/admin', '/admin/posts', '/admin/posts/new', '/admin/pages']);
    remove();
    history.go(-2);
    expect(shown.path).toBe('/admin');
  });

  it('does not ask when only the anchor changes, and numbers the entry the browser added for it', () => {
    const history = new SessionHistory('/admin/posts/new');
    const { guard, shown } = routerOver(history);
    let asked = 0;
    guard.block(() => {
      asked += 1;
      return false;
    });
    // An anchor followed: the browser adds an entry of its own (no state) and fires popstate.
    history.pushState(null, '/admin/posts/new#main');
    history.onPop();
    expect(history.state).toEqual({ idx: 1 });
    history.go(-1);
    expect(asked).toBe(0);
    expect(shown.path).toBe('/admin/posts/new');
  });
});
