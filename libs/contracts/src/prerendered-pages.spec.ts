import { describe, expect, it } from 'vitest';
import { prerenderedFile } from './prerendered-pages.ts';

describe('prerenderedFile', () => {
  it('names the file of a page address', () => {
    expect(prerenderedFile('/')).toBe('/index.html');
    expect(prerenderedFile('/id')).toBe('/id.html');
    expect(prerenderedFile('/id/villas/jungle-loft')).toBe('/id/villas/jungle-loft.html');
  });

  it('names none for an address that could leave the folder or is not a page', () => {
    for (const address of ['/../secret', '/id/..', '/about/', '//about', '/About', '/a%2e%2e', '/villas/x.html', '']) expect(prerenderedFile(address), address).toBeNull();
  });
});
