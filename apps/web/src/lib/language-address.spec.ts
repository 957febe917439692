import { describe, expect, it } from 'vitest';
import { addressLanguage, localizedPath, withoutLanguage } from './language-address.ts';

describe('language addresses', () => {
  it('reads the language of a public page from its address, and none elsewhere', () => {
    expect(addressLanguage('/')).toBe('en');
    expect(addressLanguage('/villas/jungle-loft')).toBe('en');
    expect(addressLanguage('/id')).toBe('id');
    expect(addressLanguage('/id/sites/prana-ubud')).toBe('id');
    expect(addressLanguage('/login')).toBeNull();
    expect(addressLanguage('/app/dining')).toBeNull();
    expect(addressLanguage('/id/app')).toBeNull();
    // A page whose name only starts like the prefix is English.
    expect(addressLanguage('/idea')).toBeNull();
  });

  it('writes a public page in each language, keeping its query and fragment, and leaves other pages alone', () => {
    expect(localizedPath('/', 'id')).toBe('/id');
    expect(localizedPath('/about', 'id')).toBe('/id/about');
    expect(localizedPath('/availability?site=prana-ubud#map', 'id')).toBe('/id/availability?site=prana-ubud#map');
    expect(localizedPath('/id/about', 'en')).toBe('/about');
    expect(localizedPath('/id', 'en')).toBe('/');
    expect(localizedPath('/id/about', 'id')).toBe('/id/about');
    expect(localizedPath('/login', 'id')).toBe('/login');
    expect(localizedPath('/media/sites/prana-ubud/hero.jpg', 'id')).toBe('/media/sites/prana-ubud/hero.jpg');
    expect(withoutLanguage('/id/villas/jungle-loft')).toBe('/villas/jungle-loft');
  });
});
