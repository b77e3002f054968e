import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../permissions';
import {
  checkTransition,
  DONATION_STATUSES,
  type DonationStatus,
  FORWARD_STATUSES,
  legalNextStatuses,
  progressPercent,
  statusGroup,
  statusLabelKey,
  statusMessageKey,
  type TransitionErrorCode,
  type TransitionRequest,
} from './status-machine';

/**
 * Expected outcome of every pair, with a note, a final value, no receipt service and no declined
 * receipt. Columns follow DONATION_STATUSES: pending contacted pickup_scheduled picked_up processing
 * valued receipt_issued completed cancelled.
 * F forward, B backward, C cancel, = same status; other cells are error codes (see ABBREVIATIONS).
 */
const EDITOR_GRID = `
  =    F    F    F    skip skip rcpt cmpl C
  adm  =    F    F    skip skip rcpt cmpl C
  adm  adm  =    F    skip skip rcpt cmpl C
  adm  adm  adm  =    F    F    rcpt cmpl C
  adm  adm  adm  adm  =    F    rcpt cmpl C
  adm  adm  adm  adm  adm  =    rcpt cmpl C
  adm  adm  adm  adm  adm  adm  =    F    lock
  adm  adm  adm  adm  adm  adm  adm  =    lock
  adm  adm  adm  adm  adm  adm  adm  adm  =
`;

const ADMIN_GRID = `
  =    F    F    F    skip skip rcpt cmpl C
  B    =    F    F    skip skip rcpt cmpl C
  B    B    =    F    skip skip rcpt cmpl C
  B    B    B    =    F    F    rcpt cmpl C
  B    B    B    B    =    F    rcpt cmpl C
  B    B    B    B    B    =    rcpt cmpl C
  rlk  rlk  rlk  rlk  rlk  rlk  =    F    lock
  rlk  rlk  rlk  rlk  rlk  rlk  rlk  =    lock
  B    B    B    B    B    B    rlk  cmpl =
`;

const ABBREVIATIONS: Record<string, TransitionErrorCode> = {
  '=': 'sameStatus',
  skip: 'skipNotAllowed',
  rcpt: 'receiptOnlyByGeneration',
  cmpl: 'completedNeedsReceipt',
  lock: 'cancelAfterReceipt',
  adm: 'backwardAdminOnly',
  rlk: 'receiptLocksStatus',
};

const DIRECTIONS = { F: 'forward', B: 'backward', C: 'cancel' } as const;

function parseGrid(grid: string): string[][] {
  return grid
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
}

function base(from: DonationStatus, to: DonationStatus, role: Role): TransitionRequest {
  return { from, to, role, hasFinalValue: true, viaReceipt: false, receiptDeclined: false, note: 'Fix' };
}

function cases(grid: string, role: Role) {
  const rows = parseGrid(grid);
  return DONATION_STATUSES.flatMap((from, i) =>
    DONATION_STATUSES.map((to, j) => ({ from, to, cell: rows[i]?.[j] ?? '?', role })),
  );
}

describe.each([
  ['editor', EDITOR_GRID],
  ['admin', ADMIN_GRID],
] as const)('checkTransition, every pair, as %s', (role, grid) => {
  it('has a full 9 x 9 expectation grid', () => {
    const rows = parseGrid(grid);
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row).toHaveLength(9);
  });

  it.each(cases(grid, role))('$from -> $to: $cell', ({ from, to, cell }) => {
    const result = checkTransition(base(from, to, role));
    if (cell in DIRECTIONS) {
      expect(result).toEqual({ ok: true, direction: DIRECTIONS[cell as keyof typeof DIRECTIONS] });
    } else {
      const code = ABBREVIATIONS[cell];
      expect(code, `unknown cell ${cell}`).toBeDefined();
      expect(result).toEqual({
        ok: false,
        code,
        messageKey: `domain:transitionError.${code}`,
        params: { from, to },
      });
    }
  });
});

describe('checkTransition, conditions', () => {
  const check = (overrides: Partial<TransitionRequest> & Pick<TransitionRequest, 'from' | 'to'>) =>
    checkTransition({ ...base(overrides.from, overrides.to, 'editor'), ...overrides });

  it('lets only staff change a status', () => {
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'editor')) {
      for (const from of DONATION_STATUSES) {
        for (const to of DONATION_STATUSES) {
          expect(checkTransition(base(from, to, role))).toMatchObject({ ok: false, code: 'notStaff' });
        }
      }
    }
  });

  it('needs a final value to reach valued, forward or backward', () => {
    expect(check({ from: 'picked_up', to: 'valued', hasFinalValue: false })).toMatchObject({
      code: 'finalValueRequired',
    });
    expect(check({ from: 'processing', to: 'valued', hasFinalValue: false })).toMatchObject({
      code: 'finalValueRequired',
    });
    expect(check({ from: 'processing', to: 'valued', hasFinalValue: true })).toEqual({
      ok: true,
      direction: 'forward',
    });
    expect(check({ from: 'cancelled', to: 'valued', role: 'admin', hasFinalValue: false })).toMatchObject({
      code: 'finalValueRequired',
    });
  });

  it('does not need a final value for the stages before valued', () => {
    expect(check({ from: 'pending', to: 'picked_up', hasFinalValue: false })).toMatchObject({ ok: true });
    expect(check({ from: 'picked_up', to: 'processing', hasFinalValue: false })).toMatchObject({ ok: true });
  });

  it('issues a receipt only through the receipt service, and only from valued', () => {
    expect(check({ from: 'valued', to: 'receipt_issued', viaReceipt: true })).toEqual({
      ok: true,
      direction: 'forward',
    });
    for (const from of ['pending', 'contacted', 'pickup_scheduled', 'picked_up', 'processing'] as const) {
      expect(check({ from, to: 'receipt_issued', viaReceipt: true })).toMatchObject({
        code: 'skipNotAllowed',
      });
    }
    expect(check({ from: 'cancelled', to: 'receipt_issued', viaReceipt: true, role: 'admin' })).toMatchObject(
      {
        code: 'receiptLocksStatus',
      },
    );
    expect(check({ from: 'completed', to: 'receipt_issued', viaReceipt: true, role: 'admin' })).toMatchObject(
      {
        code: 'receiptLocksStatus',
      },
    );
  });

  it('completes from valued only when the donor declined a receipt', () => {
    expect(check({ from: 'valued', to: 'completed', receiptDeclined: true })).toEqual({
      ok: true,
      direction: 'forward',
    });
    expect(check({ from: 'processing', to: 'completed', receiptDeclined: true })).toMatchObject({
      code: 'completedNeedsReceipt',
    });
  });

  it('lets an admin correct a completed donation only when no receipt was issued', () => {
    expect(check({ from: 'completed', to: 'valued', role: 'admin', receiptDeclined: true })).toEqual({
      ok: true,
      direction: 'backward',
    });
    expect(check({ from: 'completed', to: 'pending', role: 'admin', receiptDeclined: true })).toMatchObject({
      ok: true,
    });
    expect(check({ from: 'completed', to: 'valued', role: 'admin', receiptDeclined: false })).toMatchObject({
      code: 'receiptLocksStatus',
    });
    expect(check({ from: 'completed', to: 'valued', role: 'editor', receiptDeclined: true })).toMatchObject({
      code: 'backwardAdminOnly',
    });
  });

  it.each([undefined, null, '', '   '])('refuses a backward move with the note %j', (note) => {
    expect(check({ from: 'picked_up', to: 'contacted', role: 'admin', note })).toMatchObject({
      code: 'noteRequired',
    });
    expect(check({ from: 'cancelled', to: 'pending', role: 'admin', note })).toMatchObject({
      code: 'noteRequired',
    });
  });

  it('needs no note to move forward or to cancel', () => {
    expect(check({ from: 'pending', to: 'contacted', note: null })).toMatchObject({ ok: true });
    expect(check({ from: 'valued', to: 'cancelled', note: '' })).toEqual({ ok: true, direction: 'cancel' });
  });

  it('ignores the receipt service flag on other moves', () => {
    expect(check({ from: 'pending', to: 'contacted', viaReceipt: true })).toMatchObject({ ok: true });
  });
});

describe('legalNextStatuses', () => {
  const statuses = (options: Parameters<typeof legalNextStatuses>[0]) =>
    legalNextStatuses(options).map((move) => move.status);

  it('offers an editor the forward moves and cancel', () => {
    expect(statuses({ from: 'pending', role: 'editor', hasFinalValue: false })).toEqual([
      'contacted',
      'pickup_scheduled',
      'picked_up',
      'cancelled',
    ]);
    expect(statuses({ from: 'picked_up', role: 'editor', hasFinalValue: false })).toEqual([
      'processing',
      'cancelled',
    ]);
    expect(statuses({ from: 'picked_up', role: 'editor', hasFinalValue: true })).toEqual([
      'processing',
      'valued',
      'cancelled',
    ]);
    expect(statuses({ from: 'valued', role: 'editor', hasFinalValue: true })).toEqual(['cancelled']);
    expect(statuses({ from: 'valued', role: 'editor', hasFinalValue: true, receiptDeclined: true })).toEqual([
      'completed',
      'cancelled',
    ]);
    expect(statuses({ from: 'receipt_issued', role: 'editor', hasFinalValue: true })).toEqual(['completed']);
    expect(statuses({ from: 'completed', role: 'editor', hasFinalValue: true })).toEqual([]);
    expect(statuses({ from: 'cancelled', role: 'editor', hasFinalValue: true })).toEqual([]);
  });

  it('offers an admin backward corrections, flagged as needing a note', () => {
    const moves = legalNextStatuses({ from: 'processing', role: 'admin', hasFinalValue: true });
    expect(moves).toEqual([
      { status: 'pending', direction: 'backward', noteRequired: true },
      { status: 'contacted', direction: 'backward', noteRequired: true },
      { status: 'pickup_scheduled', direction: 'backward', noteRequired: true },
      { status: 'picked_up', direction: 'backward', noteRequired: true },
      { status: 'valued', direction: 'forward', noteRequired: false },
      { status: 'cancelled', direction: 'cancel', noteRequired: false },
    ]);
    expect(statuses({ from: 'cancelled', role: 'admin', hasFinalValue: false })).toEqual([
      'pending',
      'contacted',
      'pickup_scheduled',
      'picked_up',
      'processing',
    ]);
    expect(statuses({ from: 'receipt_issued', role: 'admin', hasFinalValue: true })).toEqual(['completed']);
  });

  it('never offers receipt_issued, and everything it offers passes checkTransition', () => {
    for (const role of ['admin', 'editor'] as const) {
      for (const from of DONATION_STATUSES) {
        for (const hasFinalValue of [true, false]) {
          for (const receiptDeclined of [true, false]) {
            for (const move of legalNextStatuses({ from, role, hasFinalValue, receiptDeclined })) {
              expect(move.status).not.toBe('receipt_issued');
              const result = checkTransition({
                from,
                to: move.status,
                role,
                hasFinalValue,
                receiptDeclined,
                note: 'n',
              });
              expect(result).toEqual({ ok: true, direction: move.direction });
            }
          }
        }
      }
    }
  });
});

describe('progress and labels', () => {
  it('computes (position + 1) / 8, rounded, and nothing for cancelled', () => {
    expect(FORWARD_STATUSES.map(progressPercent)).toEqual([13, 25, 38, 50, 63, 75, 88, 100]);
    expect(progressPercent('cancelled')).toBeNull();
  });

  it('groups statuses for the admin filter', () => {
    expect(DONATION_STATUSES.map(statusGroup)).toEqual([
      'pending',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'completed',
      'cancelled',
    ]);
  });

  it('names the label and donor message keys', () => {
    expect(statusLabelKey('picked_up')).toBe('domain:status.picked_up');
    expect(statusMessageKey('cancelled')).toBe('domain:statusMessage.cancelled');
  });
});
