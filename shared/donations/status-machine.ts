import { isStaff, type Role } from '../permissions';

/**
 * The one donation lifecycle (DECISIONS §1). The server checks every change here; the client asks
 * legalNextStatuses() only to offer the moves that will succeed.
 */
export const DONATION_STATUSES = [
  'pending',
  'contacted',
  'pickup_scheduled',
  'picked_up',
  'processing',
  'valued',
  'receipt_issued',
  'completed',
  'cancelled',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** The eight forward stages in order; `cancelled` stands outside them. */
export const FORWARD_STATUSES = DONATION_STATUSES.slice(0, 8) as readonly Exclude<
  DonationStatus,
  'cancelled'
>[];

export function isDonationStatus(value: unknown): value is DonationStatus {
  return typeof value === 'string' && (DONATION_STATUSES as readonly string[]).includes(value);
}

/** Position among the forward stages (pending 0 ... completed 7), null for cancelled. */
export function statusPosition(status: DonationStatus): number | null {
  const index = (FORWARD_STATUSES as readonly string[]).indexOf(status);
  return index === -1 ? null : index;
}

/**
 * Progress shown in lists: (position + 1) / 8 * 100, rounded (pending 13, completed 100).
 * Cancelled has no progress and gives null: the list shows its badge instead of a bar.
 */
export function progressPercent(status: DonationStatus): number | null {
  const position = statusPosition(status);
  return position === null ? null : Math.round(((position + 1) / FORWARD_STATUSES.length) * 100);
}

/** The admin list filters by these groups but edits the real status (DECISIONS §1). */
export const STATUS_GROUPS = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export function statusGroup(status: DonationStatus): StatusGroup {
  if (status === 'pending' || status === 'completed' || status === 'cancelled') return status;
  return 'in_progress';
}

/** i18next key of the status label, e.g. `domain:status.pending` ("Pending Review"). */
export function statusLabelKey(status: DonationStatus): `domain:status.${DonationStatus}` {
  return `domain:status.${status}`;
}

/** i18next key of the message a donor reads at this stage. */
export function statusMessageKey(status: DonationStatus): `domain:statusMessage.${DonationStatus}` {
  return `domain:statusMessage.${status}`;
}

export type TransitionDirection = 'forward' | 'backward' | 'cancel';

export const TRANSITION_ERROR_CODES = [
  'notStaff',
  'sameStatus',
  'skipNotAllowed',
  'finalValueRequired',
  'receiptOnlyByGeneration',
  'completedNeedsReceipt',
  'cancelAfterReceipt',
  'backwardAdminOnly',
  'receiptLocksStatus',
  'noteRequired',
] as const;
export type TransitionErrorCode = (typeof TRANSITION_ERROR_CODES)[number];

export interface TransitionRequest {
  from: DonationStatus;
  to: DonationStatus;
  role: Role;
  /** The donation has a finalValue (fair market value). */
  hasFinalValue: boolean;
  /** The move is made by the receipt service while it issues a receipt. */
  viaReceipt?: boolean;
  /** The donor declined an official receipt, so none was or will be issued. */
  receiptDeclined?: boolean;
  note?: string | null;
}

export type TransitionResult =
  | { ok: true; direction: TransitionDirection }
  | {
      ok: false;
      code: TransitionErrorCode;
      /** `domain:transitionError.<code>`; its text names both statuses through `params`. */
      messageKey: `domain:transitionError.${TransitionErrorCode}`;
      params: { from: DonationStatus; to: DonationStatus };
    };

const PICKED_UP = 3;

/**
 * Checks one status change. Rules, in the order they are applied:
 * - Only staff (admin, editor) change statuses; moving to the same status is not a move.
 * - `cancelled` may be reached from any status before `receipt_issued`, by any staff member.
 * - Forward moves may skip stages up to `picked_up` (a donor can be reached and towed the same day).
 *   Past it they go one stage at a time, except that `processing` may be skipped to go straight to
 *   `valued` (a vehicle valued without being sold or scrapped).
 * - `valued` needs a final value; `receipt_issued` is reached only by the receipt service
 *   (viaReceipt) and only from `valued`; `completed` only from `receipt_issued`, or from `valued`
 *   when the donor declined a receipt.
 * - Every other move is backward (including reopening a cancelled donation): an admin-only
 *   correction with a note. It never goes to or from `receipt_issued`, nor out of `completed` after a
 *   receipt: an issued receipt is corrected by a replacement receipt, never by a status change.
 */
export function checkTransition(request: TransitionRequest): TransitionResult {
  const { from, to } = request;
  const fail = (code: TransitionErrorCode): TransitionResult => ({
    ok: false,
    code,
    messageKey: `domain:transitionError.${code}`,
    params: { from, to },
  });

  if (!isStaff(request.role)) return fail('notStaff');
  if (from === to) return fail('sameStatus');

  if (to === 'cancelled') {
    return from === 'receipt_issued' || from === 'completed' ? fail('cancelAfterReceipt') : ok('cancel');
  }

  const fromPosition = statusPosition(from);
  const toPosition = statusPosition(to) ?? 0;
  if (fromPosition !== null && toPosition > fromPosition) {
    const problem = forwardProblem(request, fromPosition, toPosition);
    return problem ? fail(problem) : ok('forward');
  }

  const problem = backwardProblem(request);
  return problem ? fail(problem) : ok('backward');
}

function forwardProblem(
  request: TransitionRequest,
  fromPosition: number,
  toPosition: number,
): TransitionErrorCode | null {
  const { from, to } = request;
  switch (to) {
    case 'receipt_issued':
      if (!request.viaReceipt) return 'receiptOnlyByGeneration';
      return from === 'valued' ? null : 'skipNotAllowed';
    case 'completed':
      if (from === 'receipt_issued') return null;
      return from === 'valued' && request.receiptDeclined ? null : 'completedNeedsReceipt';
    case 'valued':
      if (from !== 'picked_up' && from !== 'processing') return 'skipNotAllowed';
      return request.hasFinalValue ? null : 'finalValueRequired';
    case 'processing':
      return from === 'picked_up' ? null : 'skipNotAllowed';
    default:
      // Up to picked_up any forward jump is allowed.
      return toPosition <= PICKED_UP && fromPosition < toPosition ? null : 'skipNotAllowed';
  }
}

function backwardProblem(request: TransitionRequest): TransitionErrorCode | null {
  const { from, to } = request;
  if (request.role !== 'admin') return 'backwardAdminOnly';
  if (from === 'receipt_issued' || to === 'receipt_issued') return 'receiptLocksStatus';
  if (from === 'completed' && !request.receiptDeclined) return 'receiptLocksStatus';
  // Only reopening a cancelled donation can aim this high; completion still needs its receipt rule.
  if (to === 'completed') return 'completedNeedsReceipt';
  if (to === 'valued' && !request.hasFinalValue) return 'finalValueRequired';
  if (!request.note || request.note.trim() === '') return 'noteRequired';
  return null;
}

function ok(direction: TransitionDirection): TransitionResult {
  return { ok: true, direction };
}

export interface LegalMove {
  status: DonationStatus;
  direction: TransitionDirection;
  /** Backward corrections need a note; the form should ask for one. */
  noteRequired: boolean;
}

/**
 * The statuses a staff member may pick from `from`, for the Update Status control. `receipt_issued`
 * is never offered: it is reached by generating a receipt.
 */
export function legalNextStatuses(options: {
  from: DonationStatus;
  role: Role;
  hasFinalValue: boolean;
  receiptDeclined?: boolean;
}): readonly LegalMove[] {
  // A few dozen combinations, asked for every row of every staff list: each answer is worked out once.
  const key = `${options.from}|${options.role}|${options.hasFinalValue}|${options.receiptDeclined === true}`;
  let moves = legalMovesMemo.get(key);
  if (!moves) {
    const found: LegalMove[] = [];
    for (const status of DONATION_STATUSES) {
      if (status === 'receipt_issued') continue;
      const result = checkTransition({ ...options, to: status, viaReceipt: false, note: 'note' });
      if (result.ok)
        found.push(
          Object.freeze({
            status,
            direction: result.direction,
            noteRequired: result.direction === 'backward',
          }),
        );
    }
    legalMovesMemo.set(key, (moves = Object.freeze(found)));
  }
  return moves;
}
const legalMovesMemo = new Map<string, readonly LegalMove[]>();
