import type { DonationStatus } from '@shared/donations/status-machine';
import type { NewDonation } from '../db/schema/donations';
import type { DemoCharityKey } from './charities';
import type { Locale } from '../../shared/i18n/language';

/** One staff status change of a demo donation's trail. */
export interface DemoStep {
  to: DonationStatus;
  /** Days before seeding when the change was made (fractions give the time of day). */
  daysAgo: number;
  by: 'admin' | 'editor';
  note: string;
}

/**
 * A demo donation as the wizard would have stored it, with the staff moves that followed. The
 * status, its history, the estimate and the charity link are derived by seedDonations.
 */
export interface DemoDonation {
  charity: DemoCharityKey;
  locale: Locale;
  /** Fixed access code (canonical form); otherwise a random one is generated. */
  accessCode?: string;
  /** The vehicle is on the dealer auction now, or was sold there (dealers.ts adds the auction). */
  auction?: 'active' | 'sold';
  /** Days before seeding when the donor submitted the form. */
  submittedDaysAgo: number;
  values: Omit<
    NewDonation,
    | 'status'
    | 'statusHistory'
    | 'charityId'
    | 'charityChoice'
    | 'preferredCharity'
    | 'locale'
    | 'estimatedValue'
  >;
  steps: DemoStep[];
}
