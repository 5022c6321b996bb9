import {
  Archive,
  CalendarDays,
  HandCoins,
  Inbox,
  Send,
  LayoutDashboard,
  Music,
  Radio,
  ScrollText,
  Settings,
  ShieldAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { PublicUser } from '@selah/contracts/accounts';
import { paths } from '@selah/contracts/paths';

export type AdminSectionId =
  | 'dashboard'
  | 'music'
  | 'schedule'
  | 'live'
  | 'people'
  | 'moderation'
  | 'inbox'
  | 'settings'
  | 'giving'
  | 'delivery'
  | 'backups'
  | 'audit';
type StaffRole = 'admin' | 'broadcaster';

export interface AdminSection {
  id: AdminSectionId;
  label: string;
  href: string;
  icon: LucideIcon;
  /** Who sees it; the server checks the same roles on every call. */
  roles: readonly StaffRole[];
}

const staff: readonly StaffRole[] = ['admin', 'broadcaster'];
const adminOnly: readonly StaffRole[] = ['admin'];

/** The console's sections, in the order of the side menu. */
export const adminSections: readonly AdminSection[] = [
  { id: 'dashboard', label: 'Dashboard', href: paths.admin.getHref(), icon: LayoutDashboard, roles: adminOnly },
  { id: 'music', label: 'Music library', href: paths.adminMusic.getHref(), icon: Music, roles: staff },
  { id: 'schedule', label: 'Schedule', href: paths.adminSchedule.getHref(), icon: CalendarDays, roles: staff },
  { id: 'live', label: 'Live', href: paths.adminLive.getHref(), icon: Radio, roles: staff },
  { id: 'people', label: 'People', href: paths.adminPeople.getHref(), icon: Users, roles: adminOnly },
  { id: 'moderation', label: 'Moderation', href: paths.adminModeration.getHref(), icon: ShieldAlert, roles: adminOnly },
  { id: 'inbox', label: 'Inbox and outbox', href: paths.adminInbox.getHref(), icon: Inbox, roles: adminOnly },
  { id: 'giving', label: 'Giving and events', href: paths.adminGiving.getHref(), icon: HandCoins, roles: staff },
  { id: 'delivery', label: 'Mail and payments', href: paths.adminDelivery.getHref(), icon: Send, roles: adminOnly },
  { id: 'settings', label: 'Station settings', href: paths.adminSettings.getHref(), icon: Settings, roles: adminOnly },
  { id: 'backups', label: 'Backups', href: paths.adminBackups.getHref(), icon: Archive, roles: adminOnly },
  { id: 'audit', label: 'Audit log', href: paths.adminAudit.getHref(), icon: ScrollText, roles: adminOnly },
];

export const isStaff = (user: PublicUser | null): user is PublicUser & { role: StaffRole } =>
  user?.role === 'admin' || user?.role === 'broadcaster';

export const sectionsFor = (user: PublicUser | null) => (isStaff(user) ? adminSections.filter((s) => s.roles.includes(user.role)) : []);

/** Where the console opens for this person: the first section they may see. */
export const consoleHome = (user: PublicUser | null) => sectionsFor(user)[0]?.href ?? paths.admin.getHref();
