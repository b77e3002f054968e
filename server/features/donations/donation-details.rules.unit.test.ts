import { describe, expect, it } from 'vitest';
import type { Donation } from '../../db/schema/donations';
import { todayInCanada } from '@shared/canada-date';
import { pickupErrors, valuationErrors } from '@shared/donations/stage-requirements';
import { pickupChanges, valuationChanges } from './donation-details.rules';

const base = {
  status: 'picked_up',
  pickupDate: null,
  pickupTime: null,
  towingCompany: null,
  finalValue: null,
  valuationBasis: null,
  appraiserName: null,
  appraiserAddress: null,
  valuationEvidence: null,
  advantageAmount: '0.00',
} as unknown as Donation;
const d = (over: Partial<Donation>) => ({ ...base, ...over }) as Donation;

describe('pickupErrors', () => {
  it('asks for date, time and towing company to schedule', () => {
    expect(Object.keys(pickupErrors(base, 'pickup_scheduled'))).toEqual([
      'pickup.pickupDate',
      'pickup.pickupTime',
      'pickup.towingCompany',
    ]);
    expect(
      pickupErrors(
        d({ pickupDate: '2026-01-02', pickupTime: '09:00', towingCompany: 'A' }),
        'pickup_scheduled',
      ),
    ).toEqual({});
  });

  it('keeps only the received date from picked_up on, and nothing before or when cancelled', () => {
    for (const status of ['picked_up', 'processing', 'valued', 'completed'] as const) {
      expect(Object.keys(pickupErrors(base, status)), status).toEqual(['pickup.pickupDate']);
    }
    for (const status of ['pending', 'contacted', 'cancelled'] as const) {
      expect(pickupErrors(base, status), status).toEqual({});
    }
  });
});

describe('valuationErrors', () => {
  it('needs no basis below $1,000 and one from $1,000', () => {
    expect(valuationErrors(d({ finalValue: '999.99' }), 'valued')).toEqual({});
    expect(Object.keys(valuationErrors(d({ finalValue: '1000.00' }), 'valued'))).toEqual([
      'valuation.valuationBasis',
    ]);
  });

  it('asks an appraisal for name and address, and evidence for its description', () => {
    const appraisal = valuationErrors(
      d({ finalValue: '5000.00', valuationBasis: 'appraisal', appraiserName: 'X' }),
      'valued',
    );
    expect(Object.keys(appraisal)).toEqual(['valuation.appraiserAddress']);
    const evidence = valuationErrors(d({ finalValue: '5000.00', valuationBasis: 'evidence' }), 'valued');
    expect(Object.keys(evidence)).toEqual(['valuation.valuationEvidence']);
    expect(
      valuationErrors(
        d({ finalValue: '5000.00', valuationBasis: 'evidence', valuationEvidence: 'Auction lot 12' }),
        'valued',
      ),
    ).toEqual({});
  });

  it('requires the value from valued on, and an advantage no higher than it', () => {
    expect(Object.keys(valuationErrors(base, 'valued'))).toEqual(['valuation.finalValue']);
    expect(valuationErrors(base, 'processing')).toEqual({});
    expect(
      Object.keys(valuationErrors(d({ finalValue: '100.00', advantageAmount: '100.01' }), 'valued')),
    ).toEqual(['valuation.advantageAmount']);
    expect(valuationErrors(d({ finalValue: '100.00', advantageAmount: '100.00' }), 'valued')).toEqual({});
  });
});

describe('changes from a request', () => {
  it('leaves out what the request does not name and clears what it sets to null', () => {
    expect(pickupChanges({ pickupTime: '10:00', towingCompany: null })).toEqual({
      pickupTime: '10:00',
      towingCompany: null,
    });
  });

  it('stores money as exact decimals and dates a new value today', () => {
    const changes = valuationChanges(
      { finalValue: 1234.5, advantageAmount: 0.1 },
      d({ finalValue: '1000.00' }),
      '2026-02-03',
    );
    expect(changes).toEqual({ finalValue: '1234.50', advantageAmount: '0.10', valuationDate: '2026-02-03' });
    expect(valuationChanges({ finalValue: 1000 }, d({ finalValue: '1000.00' }), '2026-02-03')).toEqual({
      finalValue: '1000.00',
    });
  });
});

describe('todayInCanada', () => {
  it('reads the calendar date in Eastern time', () => {
    // 02:30 UTC on March 4 is still March 3 in Toronto.
    expect(todayInCanada(new Date('2026-03-04T02:30:00Z'))).toBe('2026-03-03');
    expect(todayInCanada(new Date('2026-03-04T12:00:00Z'))).toBe('2026-03-04');
  });
});
