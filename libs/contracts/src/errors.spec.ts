import { describe, expect, it } from 'vitest';
import { staffLoginBody } from './auth.ts';
import { ERROR_CODES, coded, errorStatus, errorTemplates, fromZodMessage, isApiErrorCode, isErrorCode, renderError, zodError } from './errors.ts';
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

  it('gives every code the api answers with one error status, its group\'s unless named', () => {
    const answered = ERROR_CODES.filter(isApiErrorCode);
    // The web's own: an answer without a coded body, no answer at all.
    expect(ERROR_CODES.filter((code) => !isApiErrorCode(code))).toEqual(['http.status', 'http.unexpected', 'http.offline']);
    for (const code of answered) expect(errorStatus(code), code).toSatisfy((status: number) => Number.isInteger(status) && status >= 400 && status <= 599);
    expect(errorStatus('validation.required')).toBe(400);
    expect(errorStatus('booking.checkInPast')).toBe(400);
    expect(errorStatus('booking.villaNotFound')).toBe(404);
    expect(errorStatus('calendar.checkInPassed')).toBe(409);
    expect(errorStatus('auth.tooManyAttempts')).toBe(429);
    expect(errorStatus('http.busy')).toBe(503);
    expect(isApiErrorCode('auth.nope')).toBe(false);
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
    expect(fromZodMessage('http.offline')).toEqual({ code: 'validation.invalid' });
    const limit = syncRunsQuery.safeParse({ limit: '51' });
    expect(fromZodMessage(limit.error!.issues[0]!.message)).toEqual({ code: 'ical.runsLimit', params: { max: 50 } });
    const login = staffLoginBody.safeParse({ username: ' ', password: 'x', role: 'staff' });
    expect(fromZodMessage(login.error!.issues[0]!.message)).toEqual({ code: 'auth.staffLoginRequired' });
  });
});
