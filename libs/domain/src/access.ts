import type { Lang, Localized } from './lang.ts';

/** Staff roles, in display order. */
export const ACCESS_ROLES = ['master', 'investor', 'manager', 'staff'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The role chosen when none is. */
export const DEFAULT_ACCESS_ROLE: AccessRole = 'master';

/** Permission modules of the admin area. */
export const ACCESS_MODULES = ['financials', 'operations', 'content', 'people', 'reports'] as const;
export type AccessModule = (typeof ACCESS_MODULES)[number];

/** Default modules per role. */
export const ROLE_DEFAULT_MODULES: Readonly<Record<AccessRole, readonly AccessModule[]>> = {
  master: ['financials', 'operations', 'content', 'people', 'reports'],
  investor: ['financials', 'reports'],
  manager: ['operations', 'content', 'people'],
  staff: ['operations', 'people'],
};

/** Access user statuses. */
export const ACCESS_STATUSES = ['active', 'invited', 'suspended'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Status badge labels. */
export const ACCESS_STATUS_LABELS: Readonly<Record<AccessStatus, Localized>> = {
  active: { en: 'Active', id: 'Aktif' },
  invited: { en: 'Invite sent', id: 'Undangan terkirim' },
  suspended: { en: 'Suspended', id: 'Ditangguhkan' },
};

/** lastActive texts set by status changes. */
export const LAST_ACTIVE_JUST_NOW = 'Just now';
export const LAST_ACTIVE_INVITE_PENDING = 'Invite pending';

/** True for master, investor, manager or staff (e.g. the ?view= parameter). */
export function isAccessRole(value: unknown): value is AccessRole {
  return typeof value === 'string' && (ACCESS_ROLES as readonly string[]).includes(value);
}

/** True for one of the five modules. */
export function isAccessModule(value: unknown): value is AccessModule {
  return typeof value === 'string' && (ACCESS_MODULES as readonly string[]).includes(value);
}

/** A fresh copy of a role's default modules. */
export function defaultModules(role: AccessRole): AccessModule[] {
  return [...ROLE_DEFAULT_MODULES[role]];
}

/** Modules for an invite: the selected chips, or the role's defaults when none are selected. */
export function inviteModules(role: AccessRole, selected: readonly AccessModule[]): AccessModule[] {
  return selected.length > 0 ? ACCESS_MODULES.filter((module) => selected.includes(module)) : defaultModules(role);
}

/** Clicking a module chip: adds or removes it, keeping the canonical module order. */
export function toggleModule(modules: readonly AccessModule[], module: AccessModule): AccessModule[] {
  const has = modules.includes(module);
  return ACCESS_MODULES.filter((candidate) => (candidate === module ? !has : modules.includes(candidate)));
}

/** Toggle status cycle: invited → active, active → suspended, suspended → active. */
export function nextAccessStatus(status: AccessStatus): AccessStatus {
  return status === 'active' ? 'suspended' : 'active';
}

/** Badge label of a status. */
export function accessStatusLabel(status: AccessStatus, lang: Lang = 'en'): string {
  return ACCESS_STATUS_LABELS[status][lang];
}

/** Only the master may preview another role's dashboard. */
export function canPreviewRole(userRole: AccessRole, viewed: AccessRole): boolean {
  return userRole === 'master' || userRole === viewed;
}
