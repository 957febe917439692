import { describe, expect, it } from 'vitest';
import { parseAdminCredentials, serializeAdminCredentials } from './admin-credentials.ts';

describe('prana_admin_credentials cookie', () => {
  it('holds the role and username only, for 30 days, site-wide', () => {
    const withPassword = { role: 'manager' as const, username: 'wayan', password: 'secret' };
    const cookie = serializeAdminCredentials(withPassword, false);
    expect(cookie).toMatch(/^prana_admin_credentials=/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toContain('secret');
    expect(serializeAdminCredentials(withPassword, true)).toMatch(/; Secure$/);
  });

  it('reads back what it wrote, among other cookies', () => {
    const pair = serializeAdminCredentials({ role: 'staff', username: 'ni luh; =x' }, false).split(';')[0]!;
    expect(parseAdminCredentials(`a=1; ${pair}; b=2`)).toEqual({ role: 'staff', username: 'ni luh; =x' });
  });

  it('ignores a missing, broken or tampered cookie', () => {
    expect(parseAdminCredentials('')).toBeNull();
    expect(parseAdminCredentials('prana_admin_credentials=%7Bnope')).toBeNull();
    expect(parseAdminCredentials(`prana_admin_credentials=${encodeURIComponent('{"role":"owner","username":"x"}')}`)).toBeNull();
    expect(parseAdminCredentials(`prana_admin_credentials=${encodeURIComponent('{"role":"staff","username":42}')}`)).toBeNull();
    expect(parseAdminCredentials(`prana_admin_credentials=${encodeURIComponent('null')}`)).toBeNull();
  });
});
