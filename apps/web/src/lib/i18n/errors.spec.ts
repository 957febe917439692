import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorTemplates } from '@prana/contracts';
import i18next from 'i18next';
import { en, id } from './resources.ts';

// The app's instance touches the DOM; the same resources in a bare one.
const i18n = i18next.createInstance();
await i18n.init({ resources: { en, id }, lng: 'en', ns: Object.keys(en), interpolation: { escapeValue: false }, initAsync: false });

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

// Every code the api can answer with comes from the catalogue (ApiException only takes an
// ErrorCode), so covering the catalogue covers everything the api throws.
describe('error texts', () => {
  it.each(['en', 'id'] as const)('has a %s text for every code, with the placeholders of the catalogue', (language) => {
    const t = i18n.getFixedT(language, 'errors');
    for (const code of ERROR_CODES) {
      const templates = errorTemplates(code)!;
      for (const [form, count] of [['other', 2], ['one', 1]] as const) {
        const template = templates[form];
        if (template === undefined) continue;
        expect(i18n.exists(code, { ns: 'errors', lng: language, count }), `${language} ${code} ${form}`).toBe(true);
        const text = t(code, { count, skipInterpolation: true });
        expect(text.trim(), `${language} ${code}`).not.toBe('');
        expect(text, `${language} ${code}`).not.toBe(code);
        expect(placeholders(text), `${language} ${code}`).toEqual(placeholders(template));
      }
    }
  });

  it('shows a code in the chosen language, field labels included', () => {
    const id = i18n.getFixedT('id', 'errors');
    expect(id('auth.wrongTier', { role: 'staff', chosen: 'master' })).toBe('Akun Anda memegang tingkat staff, bukan master. Pilih staff untuk masuk.');
    expect(id('sync.hostNotFound', { host: 'calendar.invalid' })).toBe('Host kalender calendar.invalid tidak ditemukan.');
  });
});
