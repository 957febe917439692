import { describe, expect, it } from 'vitest';
import { staffLoginBody } from './auth.ts';
import { ERROR_CODES, coded, errorTemplates, fromZodMessage, isErrorCode, renderError, zodError } from './errors.ts';
import { syncRunsQuery } from './sync.ts';

describe('the error catalogue', () => {
  it('lists every code once, each with a template', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(errorTemplates(code)?.other, code).toBeTruthy();
    expect(isErrorCode('auth.wrongTier')).toBe(true);
    expect(isErrorCode('auth.tooManyAttempts')).toBe(true);
    expect(isErrorCode('auth.tooManyAttempts_one')).toBe(false);
    expect(isErrorCode('auth.nope')).toBe(false);
    expect(isErrorCode('toString.x')).toBe(false);
  });

  it('renders the English text with its values, a label as its English name, and plurals by count', () => {
    expect(renderError(coded('auth.wrongTier', { role: 'staff', chosen: 'master' }))).toBe(
      'Your account holds the staff tier, not master. Choose staff to sign in.',
    );
    expect(renderError(coded('validation.required', { label: 'categoryName' }))).toBe('Category name is required.');
    expect(renderError(coded('auth.tooManyAttempts', { count: 1 }))).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(renderError(coded('auth.tooManyAttempts', { count: 3 }))).toBe('Too many sign-in attempts. Please wait 3 minutes and try again.');
  });

  it('carries a code and its values through a zod schema', () => {
    expect(fromZodMessage(zodError('ical.runsLimit', { max: 50 }).error)).toEqual({ code: 'ical.runsLimit', params: { max: 50 } });
    expect(fromZodMessage(zodError('http.notFound').error)).toEqual({ code: 'http.notFound' });
    // What zod writes itself is not a code.
    expect(fromZodMessage('Too big: expected array to have <=20 items')).toEqual({ code: 'validation.invalid' });
    const limit = syncRunsQuery.safeParse({ limit: '51' });
    expect(fromZodMessage(limit.error!.issues[0]!.message)).toEqual({ code: 'ical.runsLimit', params: { max: 50 } });
    const login = staffLoginBody.safeParse({ username: ' ', password: 'x', role: 'staff' });
    expect(fromZodMessage(login.error!.issues[0]!.message)).toEqual({ code: 'auth.staffLoginRequired' });
  });
});
