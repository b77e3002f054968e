import type { SiteRoute } from './types';

/** The dealers' and the charities' signed-in areas. */
export const PORTAL_ROUTES: SiteRoute[] = [
  {
    path: '/dealer-bidding',
    page: 'auctions/bidding/DealerBiddingPage',
    ns: ['auctions', 'domain'],
    seo: { key: 'dealerBidding' },
    nav: [{ area: 'account', label: 'nav:vehicleAuctions', order: 20 }],
  },
  {
    path: '/charity-management',
    page: 'charities/manage/CharityManagementPage',
    ns: ['charities', 'domain', 'money'],
    seo: { key: 'charityManagement' },
    nav: [{ area: 'account', label: 'nav:charityManagement', order: 30 }],
  },
];
