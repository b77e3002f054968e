import { Navigate, useLocation } from '@client/lib/router';

/** /donate is the calculator's and the blog's call-to-action target: the wizard, same query string. */
export function DonateRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/unified-donation${search}${hash}`} replace />;
}
