import {
  IconApi,
  IconBuildingStore,
  IconCar,
  IconCash,
  IconChartBar,
  IconFileText,
  IconGavel,
  IconHistory,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconMail,
  IconMessages,
  IconPalette,
  IconSettings,
  IconPoint,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { navItems } from '@shared/routes';
import { allows, type Role } from '@shared/permissions';
import { findRoute, pageExists, routePolicy } from '../routes';

export interface AdminEntry {
  path: string;
  /** i18n key */
  label: string;
  icon: Icon;
  /** False while no page exists at `path`: shown, never linked. */
  built: boolean;
}

/** The admin sidebar of back-office.md §2, in its order. Each becomes a link once its route exists. */
const SPEC_ENTRIES: Omit<AdminEntry, 'built'>[] = [
  { path: '/admin', label: 'admin:nav.dashboard', icon: IconLayoutDashboard },
  { path: '/admin/chat-history', label: 'admin:nav.chatHistory', icon: IconMessages },
  { path: '/admin/settings', label: 'admin:nav.settings', icon: IconSettings },
  { path: '/admin/colors', label: 'admin:nav.colors', icon: IconPalette },
  { path: '/admin/users', label: 'admin:nav.users', icon: IconUsers },
  { path: '/admin/donations', label: 'admin:nav.donations', icon: IconCar },
  { path: '/admin/charities', label: 'admin:nav.charities', icon: IconHeartHandshake },
  { path: '/admin/auctions', label: 'admin:nav.auctions', icon: IconGavel },
  { path: '/admin/dealers', label: 'admin:nav.dealers', icon: IconBuildingStore },
  { path: '/admin/pages', label: 'admin:nav.pages', icon: IconFileText },
  { path: '/admin/analytics', label: 'admin:nav.analytics', icon: IconChartBar },
];

/** Icons of admin pages outside the spec's list; another gets a plain marker. */
const EXTRA_ICONS: Record<string, Icon> = {
  '/admin/outbox': IconMail,
  '/admin/payouts': IconCash,
  '/admin/api': IconApi,
  '/admin/audit': IconHistory,
};

/**
 * The spec's entries, then any other admin page whose route-list entry places it in the sidebar. With a
 * role, only the pages that role may open (an editor sees posts, not users or settings); the server
 * refuses the rest anyway.
 */
export function adminEntries(role?: Role): AdminEntry[] {
  return allEntries().filter((e) => !role || !e.built || allows(routePolicy(findRoute(e.path)), role));
}

function allEntries(): AdminEntry[] {
  const spec = SPEC_ENTRIES.map((e) => ({ ...e, built: pageExists(e.path) }));
  const known = new Set(spec.map((e) => e.path));
  const extra = navItems('admin')
    .filter((item) => !known.has(item.path))
    .map((item) => ({
      path: item.to,
      label: item.label,
      icon: EXTRA_ICONS[item.path] ?? IconPoint,
      built: true,
    }));
  return [...spec, ...extra];
}

/** The current entry by path prefix; /admin matches only exactly. */
export function isCurrentEntry(entryPath: string, pathname: string): boolean {
  if (entryPath === '/admin') return pathname === '/admin' || pathname === '/admin/';
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}
