import { allows, clientRoutePolicy, type Role } from '@shared/permissions';

export interface AreaLink {
  to: string;
  /** i18n key */
  label: string;
}

export interface Area {
  path: string;
  /** key prefix in the `areas` namespace */
  key: string;
  /** Pages of the area that exist; each area adds its own as it grows. */
  links: AreaLink[];
}

export const AREAS: Area[] = [
  {
    path: '/admin',
    key: 'admin',
    links: [
      { to: '/admin/donations', label: 'areas:admin.donations' },
      { to: '/admin/outbox', label: 'areas:admin.outbox' },
    ],
  },
  { path: '/donation-tracking', key: 'staff', links: [] },
  { path: '/enhanced-donation-tracking', key: 'enhancedStaff', links: [] },
  { path: '/dealer-bidding', key: 'dealer', links: [] },
  { path: '/charity-management', key: 'charity', links: [] },
];

export function areaAt(pathname: string): Area | undefined {
  return AREAS.find((a) => a.path === pathname);
}

/** The other areas this role may open, by the permissions table. */
export function otherAreas(current: Area, role: Role): Area[] {
  return AREAS.filter((a) => a !== current && allows(clientRoutePolicy(a.path), role));
}
