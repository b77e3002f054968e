import { describe, expect, it } from 'vitest';
import type { DonationDetail } from './api';
import {
  needsBasis,
  pickupValuesFrom,
  toFormErrors,
  toPickupRequest,
  toValuationRequest,
  valuationValuesFrom,
} from './stageForm';

const donation = {
  pickupDate: '2026-03-03',
  pickupTime: '14:30',
  pickupLocation: null,
  pickupNotes: null,
  towingCompany: 'Capital Towing',
  towingDriverName: null,
  towingDriverPhone: '+16135550142',
  finalValue: null,
  advantageAmount: 0,
  valuationBasis: null,
  appraiserName: null,
  appraiserAddress: null,
  valuationEvidence: null,
  valuationNotes: null,
} as unknown as DonationDetail;

describe('stage form values', () => {
  it('round-trips the pickup, sending null for emptied fields', () => {
    const values = pickupValuesFrom(donation);
    expect(values).toMatchObject({ pickupLocation: '', pickupTimeFrom: '14:30', pickupTimeTo: '' });
    expect(toPickupRequest({ ...values, towingCompany: '  ', pickupNotes: ' Gate 4 ' })).toEqual({
      pickupDate: '2026-03-03',
      pickupTime: '14:30',
      pickupLocation: null,
      pickupNotes: 'Gate 4',
      towingCompany: null,
      towingDriverName: null,
      towingDriverPhone: '+16135550142',
    });
  });

  it('reads and writes a pickup window as two times', () => {
    const values = pickupValuesFrom({ ...donation, pickupTime: '08:00-10:00' });
    expect(values).toMatchObject({ pickupTimeFrom: '08:00', pickupTimeTo: '10:00' });
    expect(toPickupRequest(values).pickupTime).toBe('08:00-10:00');
    expect(toFormErrors({ 'pickup.pickupTime': 'bad', notes: 'x' })).toEqual({
      'pickup.pickupTimeFrom': 'bad',
      notes: 'x',
    });
  });

  it('sends amounts as numbers and clears the fields of the basis not chosen', () => {
    const values = {
      ...valuationValuesFrom(donation),
      finalValue: 1450,
      valuationBasis: 'evidence' as const,
      appraiserName: 'Left over',
      valuationEvidence: 'Auction lot 12',
    };
    expect(toValuationRequest(values)).toMatchObject({
      finalValue: 1450,
      advantageAmount: 0,
      valuationBasis: 'evidence',
      appraiserName: null,
      valuationEvidence: 'Auction lot 12',
    });
    expect(toValuationRequest({ ...values, finalValue: '' }).finalValue).toBeNull();
  });

  it('asks for the basis from $1,000', () => {
    const values = valuationValuesFrom(donation);
    expect(needsBasis({ ...values, finalValue: 999.99 })).toBe(false);
    expect(needsBasis({ ...values, finalValue: 1000 })).toBe(true);
    expect(needsBasis({ ...values, finalValue: '' })).toBe(false);
  });
});

describe('the gifting-arrangement question (ITA 248(35)(a), (b)(ii))', () => {
  it('reads the stored answer and sends it back as asked', () => {
    const no = valuationValuesFrom({ ...donation, acquiredForGifting: false });
    expect(no.acquiredForGifting).toBe(false);
    expect(toValuationRequest(no).acquiredForGifting).toBe(false);
    const yes = valuationValuesFrom({ ...donation, acquiredForGifting: true });
    expect(toValuationRequest(yes).acquiredForGifting).toBe(true);
    expect(toValuationRequest({ ...no, acquiredForGifting: true }).acquiredForGifting).toBe(true);
  });
});
