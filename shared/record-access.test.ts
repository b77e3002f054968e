import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './permissions';
import { can, RECORD_RULES, type Actor, type RecordAction, type RecordTypes } from './record-access';

const as = (role: Role, userId = `${role}-1`): Actor => ({ userId, role });

/** Every rule's cases: who is allowed and who is refused, on which record. Typed: a new rule needs its cases. */
const CASES: { [A in RecordAction]: { actor: Actor | null; record: RecordTypes[A]; allowed: boolean }[] } = {
  'charity.read': [
    { actor: as('admin'), record: { userId: 'someone' }, allowed: true },
    { actor: as('editor'), record: { userId: null }, allowed: true },
    { actor: as('charity', 'c1'), record: { userId: 'c1' }, allowed: true },
    { actor: as('charity', 'c1'), record: { userId: 'c2' }, allowed: false },
    { actor: as('charity', 'c1'), record: { userId: null }, allowed: false },
    { actor: as('dealer', 'c1'), record: { userId: 'c1' }, allowed: false },
    { actor: as('user', 'c1'), record: { userId: 'c1' }, allowed: false },
    { actor: null, record: { userId: 'c1' }, allowed: false },
  ],
  'charity.update': [
    { actor: as('admin'), record: { userId: 'someone' }, allowed: true },
    { actor: as('editor'), record: { userId: 'someone' }, allowed: true },
    { actor: as('charity', 'c1'), record: { userId: 'c1' }, allowed: true },
    { actor: as('charity', 'c1'), record: { userId: 'c2' }, allowed: false },
    { actor: null, record: { userId: null }, allowed: false },
  ],
  'charity.money': [
    { actor: as('admin'), record: { userId: 'someone' }, allowed: true },
    { actor: as('editor'), record: { userId: 'someone' }, allowed: false },
    { actor: as('charity', 'c1'), record: { userId: 'c1' }, allowed: true },
    { actor: as('charity', 'c1'), record: { userId: 'c2' }, allowed: false },
    { actor: as('charity', 'c1'), record: { userId: null }, allowed: false },
    { actor: as('dealer', 'c1'), record: { userId: 'c1' }, allowed: false },
    { actor: null, record: { userId: 'c1' }, allowed: false },
  ],
  'bid.place': [
    {
      actor: as('dealer', 'd1'),
      record: { userId: 'd1', verificationStatus: 'verified', isActive: true },
      allowed: true,
    },
    {
      actor: as('dealer', 'd1'),
      record: { userId: 'd2', verificationStatus: 'verified', isActive: true },
      allowed: false,
    },
    {
      actor: as('dealer', 'd1'),
      record: { userId: 'd1', verificationStatus: 'pending', isActive: true },
      allowed: false,
    },
    {
      actor: as('dealer', 'd1'),
      record: { userId: 'd1', verificationStatus: 'verified', isActive: false },
      allowed: false,
    },
    {
      actor: as('admin', 'd1'),
      record: { userId: 'd1', verificationStatus: 'verified', isActive: true },
      allowed: false,
    },
    { actor: null, record: { userId: 'd1', verificationStatus: 'verified', isActive: true }, allowed: false },
  ],
  'donation.read-by-proof': [
    { actor: null, record: { donationEmail: 'a@example.ca', provenEmail: 'a@example.ca' }, allowed: true },
    { actor: null, record: { donationEmail: ' A@Example.ca', provenEmail: 'a@example.ca ' }, allowed: true },
    { actor: null, record: { donationEmail: 'a@example.ca', provenEmail: 'b@example.ca' }, allowed: false },
    { actor: null, record: { donationEmail: 'a@example.ca', provenEmail: null }, allowed: false },
    // A signed-in role is no proof of a donor's address.
    { actor: as('admin'), record: { donationEmail: 'a@example.ca', provenEmail: null }, allowed: false },
  ],
};

describe('per-record rules', () => {
  for (const action of Object.keys(RECORD_RULES) as RecordAction[]) {
    it(`${action}: ${RECORD_RULES[action].description}`, () => {
      const cases = CASES[action] as { actor: Actor | null; record: never; allowed: boolean }[];
      expect(cases.some((c) => c.allowed)).toBe(true);
      expect(cases.some((c) => !c.allowed)).toBe(true);
      for (const c of cases) {
        expect(can(c.actor, action, c.record), JSON.stringify(c)).toBe(c.allowed);
      }
    });
  }

  it('has cases for every rule, and every rule refuses a signed-out caller who proves nothing', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(RECORD_RULES).sort());
    for (const action of Object.keys(RECORD_RULES) as RecordAction[]) {
      const refusedAnonymously = CASES[action].some((c) => c.actor === null && !c.allowed);
      expect(refusedAnonymously, action).toBe(true);
    }
  });

  it('names only roles the permissions table knows', () => {
    for (const cases of Object.values(CASES))
      for (const c of cases) if (c.actor) expect(ROLES).toContain(c.actor.role);
  });
});
