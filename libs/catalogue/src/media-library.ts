import type { Localized } from './localized.ts';
import { imageFiles, siteHeroPath } from './media.ts';
import { SERVICES } from './services.ts';
import { SITES } from './sites.ts';
import { VILLAS } from './villas.ts';

/** A folder of the catalogue's images, as `scripts/generate-media.ts` renders them: how many, in how many files, and where they show. */
export interface MediaFolder {
  id: string;
  title: Localized;
  usedOn: Localized;
  /** Images the catalogue references. */
  images: number;
  /** Files rendered for them: every size of every image, as JPEG and WebP. */
  files: number;
}

const filesOf = (paths: readonly string[]): number => paths.reduce((sum, path) => sum + imageFiles(path).length * 2, 0);

function folder(id: string, title: Localized, usedOn: Localized, paths: readonly string[]): MediaFolder {
  return { id, title, usedOn, images: paths.length, files: filesOf(paths) };
}

/** The media library: the site heroes, each site's villa photographs and the service images, counted from the catalogue. */
export function mediaLibrary(): MediaFolder[] {
  return [
    folder(
      'site-heroes',
      { en: 'Site heroes', id: 'Foto utama properti' },
      { en: 'Home page, site pages, link previews', id: 'Beranda, halaman properti, pratinjau tautan' },
      SITES.map((site) => siteHeroPath(site.id)),
    ),
    ...SITES.map((site) =>
      folder(
        `villas-${site.id}`,
        { en: `Villa photographs, ${site.name}`, id: `Foto vila, ${site.name}` },
        { en: 'Villa pages, galleries and search cards', id: 'Halaman vila, galeri, dan kartu pencarian' },
        VILLAS.filter((villa) => villa.siteId === site.id).flatMap((villa) => [villa.heroImage, ...villa.gallery]),
      ),
    ),
    folder(
      'services',
      { en: 'Service images', id: 'Foto layanan' },
      { en: 'Services page', id: 'Halaman layanan' },
      SERVICES.map((service) => service.image),
    ),
  ];
}
