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
import type { MessageId } from '@/i18n/t';
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
  /** A message id: shown with t(). */
  label: MessageId;
  href: string;
  icon: LucideIcon;
  /** Who sees it; the server checks the same roles on every call. */
  roles: readonly StaffRole[];
}

const staff: readonly StaffRole[] = ['admin', 'broadcaster'];
const adminOnly: readonly StaffRole[] = ['admin'];

/** The console's sections, in the order of the side menu. */
export const adminSections: readonly AdminSection[] = [
  { id: 'dashboard', label: 'admin.nav.dashboard', href: paths.admin.getHref(), icon: LayoutDashboard, roles: adminOnly },
  { id: 'music', label: 'admin.nav.music', href: paths.adminMusic.getHref(), icon: Music, roles: staff },
  { id: 'schedule', label: 'admin.nav.schedule', href: paths.adminSchedule.getHref(), icon: CalendarDays, roles: staff },
  { id: 'live', label: 'admin.nav.live', href: paths.adminLive.getHref(), icon: Radio, roles: staff },
  { id: 'people', label: 'admin.nav.people', href: paths.adminPeople.getHref(), icon: Users, roles: adminOnly },
  { id: 'moderation', label: 'admin.nav.moderation', href: paths.adminModeration.getHref(), icon: ShieldAlert, roles: adminOnly },
  { id: 'inbox', label: 'admin.nav.inbox', href: paths.adminInbox.getHref(), icon: Inbox, roles: adminOnly },
  { id: 'giving', label: 'admin.nav.giving', href: paths.adminGiving.getHref(), icon: HandCoins, roles: staff },
  { id: 'delivery', label: 'admin.nav.delivery', href: paths.adminDelivery.getHref(), icon: Send, roles: adminOnly },
  { id: 'settings', label: 'admin.nav.settings', href: paths.adminSettings.getHref(), icon: Settings, roles: adminOnly },
  { id: 'backups', label: 'admin.nav.backups', href: paths.adminBackups.getHref(), icon: Archive, roles: adminOnly },
  { id: 'audit', label: 'admin.nav.audit', href: paths.adminAudit.getHref(), icon: ScrollText, roles: adminOnly },
];

export const isStaff = (user: PublicUser | null): user is PublicUser & { role: StaffRole } =>
  user?.role === 'admin' || user?.role === 'broadcaster';

export const sectionsFor = (user: PublicUser | null) => (isStaff(user) ? adminSections.filter((s) => s.roles.includes(user.role)) : []);

/** Where the console opens for this person: the first section they may see. */
export const consoleHome = (user: PublicUser | null) => sectionsFor(user)[0]?.href ?? paths.admin.getHref();
