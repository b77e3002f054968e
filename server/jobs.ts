import { auctionsJobs } from './features/auctions/auctions.jobs';
import { chatJobs } from './features/chat/chat.jobs';
import { authJobs } from './features/auth/auth.jobs';
import { donorPortalJobs } from './features/donor-portal/donor-portal.jobs';
import { charitiesJobs } from './features/charities/charities.jobs';
import { blogJobs } from './features/blog/blog.jobs';
import type { AnyJobSpec } from './platform/jobs/job-spec';
import { platformJobs } from './platform/jobs/platform.jobs';
import { privacyJobs } from './features/privacy/privacy.jobs';
import { payoutsJobs } from './features/payouts/payouts.jobs';

/** Every background job and schedule, in one list (decision 007). A feature adds one import line. */
export const allJobs: AnyJobSpec[] = [
  ...platformJobs,
  ...authJobs,
  ...donorPortalJobs,
  ...charitiesJobs,
  ...auctionsJobs,
  ...blogJobs,
  ...privacyJobs,
  ...chatJobs,
  ...payoutsJobs,
];
