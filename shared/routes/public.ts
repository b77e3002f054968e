import type { SiteRoute } from './types';

/** Pages anyone may open: the site, the blog, content pages, the donation, sign-in, public forms. */
export const PUBLIC_ROUTES: SiteRoute[] = [
  {
    path: '/',
    page: 'home/HomePage',
    seo: { key: 'home', sitemap: true },
    nav: [
      { area: 'main', label: 'nav:home', order: 10, end: true },
      { area: 'main', label: 'nav:about', order: 60, hash: 'why-donate' },
      { area: 'main', label: 'nav:contact', order: 70, hash: 'contact' },
    ],
  },
  // The alternative home page: the same content, so search engines are pointed at the main one.
  { path: '/home-original', page: 'home/HomeOriginalPage', seo: { key: 'homeOriginal', canonical: '/' } },
  // Content pages read their title and description from the database.
  {
    path: '/pages/:slug',
    page: 'pages/ContentPage',
    ns: ['pages'],
    seo: { key: 'page' },
    data: 'contentPage',
  },
  // The blog: the list (first page server-rendered) and each post with its own head and Article data.
  {
    path: '/blog',
    page: 'blog/BlogPage',
    ns: ['blog'],
    seo: { key: 'blog', sitemap: true },
    data: 'blogList',
    nav: [{ area: 'main', label: 'nav:blog', order: 40 }],
  },
  {
    path: '/blog/:slug',
    page: 'blog/BlogPostPage',
    ns: ['blog'],
    seo: { key: 'blogPost' },
    data: 'blogPost',
  },
  {
    path: '/login',
    page: 'auth/LoginPage',
    seo: { key: 'login' },
    nav: [{ area: 'signedOut', label: 'nav:login', order: 10 }],
  },
  // A forgotten password (decision 028): ask for a link, then choose the new password from it.
  { path: '/forgot-password', page: 'auth/ForgotPasswordPage', seo: { key: 'forgotPassword' } },
  { path: '/reset-password', page: 'auth/ResetPasswordPage', seo: { key: 'resetPassword', noindex: true } },
  {
    path: '/vehicle-valuation',
    page: 'vehicles/ValuationPage',
    seo: { key: 'valuation', sitemap: true },
    nav: [{ area: 'main', label: 'nav:valuation', order: 30 }],
  },
  {
    path: '/donate',
    page: 'donate/DonateRedirect',
    seo: { key: 'donate', canonical: '/unified-donation' },
    ssr: false,
  },
  {
    path: '/unified-donation',
    page: 'donate/DonationWizardPage',
    ns: ['donate', 'valuation'],
    seo: { key: 'donate', sitemap: true },
    nav: [{ area: 'main', label: 'nav:donate', order: 20 }],
  },
  {
    path: '/enhanced-donor-portal',
    page: 'donor-portal/EnhancedDonorPortalPage',
    ns: ['portal'],
    seo: { key: 'trackByCode', sitemap: true },
  },
  {
    path: '/donor-portal',
    page: 'donor-portal/DonorPortalPage',
    ns: ['portal', 'privacy'],
    seo: { key: 'donorPortal', sitemap: true },
    nav: [
      { area: 'main', label: 'nav:track', order: 50 },
      { area: 'footer', label: 'footer.trackDonation', order: 10 },
      { area: 'account', label: 'nav:trackYourDonation', order: 10 },
    ],
  },
  // Privacy rights, retention and the privacy officer (issue 19); the policy text is /pages/privacy.
  {
    path: '/privacy',
    page: 'privacy/PrivacyPage',
    ns: ['privacy'],
    seo: { key: 'privacy', sitemap: true },
    nav: [{ area: 'footer', label: 'nav:privacyRights', order: 40 }],
  },
  {
    path: '/receipts/verify',
    page: 'receipts/VerifyReceiptPage',
    ns: ['receipts'],
    seo: { key: 'verifyReceipt' },
  },
  // One receipt's check: nothing for a search engine to keep.
  {
    path: '/receipts/verify/:number',
    page: 'receipts/VerifyReceiptPage',
    ns: ['receipts'],
    seo: { key: 'verifyReceipt', noindex: true },
    // The check is rendered with the page (no "Checking…" line replaced by a taller answer: a layout shift).
    data: 'receiptCheck',
  },

  {
    path: '/charity-registration',
    page: 'charities/CharityRegistrationPage',
    ns: ['charities'],
    seo: { key: 'charityRegistration', sitemap: true },
    nav: [
      { area: 'signedOut', label: 'nav:charityRegistration', order: 20 },
      { area: 'footer', label: 'footer.charityInfo', order: 20 },
    ],
  },
  {
    path: '/dealer-registration',
    page: 'dealers/DealerRegistrationPage',
    ns: ['dealers', 'domain'],
    seo: { key: 'dealerRegistration', sitemap: true },
    nav: [
      { area: 'signedOut', label: 'nav:dealerRegistration', order: 30 },
      { area: 'footer', label: 'footer.dealerRegistration', order: 30 },
    ],
  },
  // The one-time link an approved charity receives: nothing for a search engine.
  {
    path: '/set-password',
    page: 'charities/SetPasswordPage',
    ns: ['charities'],
    seo: { key: 'setPassword', noindex: true },
  },
  // Admin-built forms, one per language with its own address and hreflang pair (issue 15).
  {
    path: '/forms/:slug',
    page: 'forms/PublicFormPage',
    ns: ['forms'],
    seo: { key: 'form' },
    data: 'publicForm',
  },

  // The assistant's full page (the floating widget is on every other public page).
  {
    path: '/chat',
    page: 'chat/ChatPage',
    ns: ['chat'],
    seo: { key: 'chat', sitemap: true },
    nav: [{ area: 'footer', label: 'nav:liveChat', order: 5 }],
  },
];
