import { describe, expect, it } from 'vitest';
import { mediaLibrary } from './media-library.ts';
import { SERVICES } from './services.ts';
import { SITES } from './sites.ts';
import { VILLAS } from './villas.ts';

describe('the media library', () => {
  it('counts the images the build renders: a hero per site, a hero and nine gallery photos per villa, an image per service, six files each', () => {
    const folders = mediaLibrary();
    expect(folders.map((folder) => folder.id)).toEqual(['site-heroes', ...SITES.map((site) => `villas-${site.id}`), 'services']);
    const images = folders.reduce((sum, folder) => sum + folder.images, 0);
    expect(images).toBe(SITES.length + VILLAS.length * 10 + SERVICES.length);
    for (const folder of folders) expect(folder.files).toBe(folder.images * 6);
  });
});
