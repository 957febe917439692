import { isStaffRole, type StaffRole } from '@prana/contracts';

/** The cookie that remembers the chosen tier and username for the sign-in form. */
const ADMIN_CREDENTIALS_COOKIE = 'prana_admin_credentials';
const ADMIN_CREDENTIALS_DAYS = 30;

/** What is remembered: never the password. */
interface RememberedCredentials {
  role: StaffRole;
  username: string;
}

/** The remembered tier and username in a `document.cookie` string, or null when absent or unreadable. */
export function parseAdminCredentials(cookieHeader: string): RememberedCredentials | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== ADMIN_CREDENTIALS_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(part.slice(separator + 1).trim()));
      if (!value || typeof value !== 'object') return null;
      const { role, username } = value as Record<string, unknown>;
      if (!isStaffRole(role) || typeof username !== 'string' || username.length > 100) return null;
      return { role, username };
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie style string for `document.cookie`: 30 days, whole site, same-site only. */
export function serializeAdminCredentials(credentials: RememberedCredentials, secure: boolean): string {
  // Only these two fields are written, whatever else the caller's object holds.
  const value = encodeURIComponent(JSON.stringify({ role: credentials.role, username: credentials.username }));
  const maxAge = ADMIN_CREDENTIALS_DAYS * 24 * 60 * 60;
  return `${ADMIN_CREDENTIALS_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readAdminCredentials(): RememberedCredentials | null {
  return parseAdminCredentials(document.cookie);
}

export function rememberAdminCredentials(credentials: RememberedCredentials): void {
  document.cookie = serializeAdminCredentials(credentials, window.location.protocol === 'https:');
}
