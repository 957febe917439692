/**
 * Paths and responsive variants of the catalogue's images. Every image exists in three widths —
 * the desktop original (`name.jpg`, 1600×1067), a phone variant (`name-640.jpg`, 640×427) and a
 * thumbnail (`name-160.jpg`) — each as JPEG and as WebP (`.webp`, about half the bytes), which
 * browsers that can decode it prefer. `scripts/generate-media.ts` renders them all into
 * `apps/web/public/media/`.
 */

/** Root URL of every catalogue image. */
const MEDIA_ROOT = '/media';

/** Pixel size of the desktop original of every catalogue image (3:2). */
export const IMAGE_SIZE = { width: 1600, height: 1067 } as const;

/** Screens that get the phone variant whatever their density: a quarter of the bytes, still sharp at phone sizes. */
export const PHONE_MEDIA = '(max-width: 640px)';

/** Pixel size of the phone variant, served through `srcset`. */
const PHONE_IMAGE_SIZE = { width: 640, height: 427 } as const;

/** Suffix added before `.jpg` for the phone variant. */
const PHONE_VARIANT_SUFFIX = '-640';

/** Pixel size of the thumbnail variant (carousel strips), so a page of thumbnails stays light. */
const THUMBNAIL_IMAGE_SIZE = { width: 160, height: 107 } as const;

/** Suffix added before `.jpg` for the thumbnail variant. */
const THUMBNAIL_VARIANT_SUFFIX = '-160';

/** Number of gallery images per villa. */
export const GALLERY_SIZE = 9;

/** What a `<picture>` needs to load the right size and format and reserve its space. */
export interface ImageVariants {
  src: string;
  srcSet: string;
  /** The same widths as WebP, for a `<source type="image/webp">`. */
  webpSrcSet: string;
  /** The phone variant as WebP: what a phone is given whatever its screen density. */
  phoneWebp: string;
  sizes: string;
  width: number;
  height: number;
}

/** `/media/x/hero.jpg` → `/media/x/hero.webp`; every rendered size also exists as WebP. */
export function webpPath(path: string): string {
  return path.replace(/\.jpg$/, '.webp');
}

/** `/media/x/hero.jpg` → `/media/x/hero-640.jpg`. */
export function phoneVariantPath(path: string): string {
  return path.replace(/\.jpg$/, `${PHONE_VARIANT_SUFFIX}.jpg`);
}

/** `/media/x/hero.jpg` → `/media/x/hero-160.jpg`. */
export function thumbnailPath(path: string): string {
  return path.replace(/\.jpg$/, `${THUMBNAIL_VARIANT_SUFFIX}.jpg`);
}

/** Every size rendered for one catalogue image (each written as JPEG and as WebP): the original and its smaller variants. */
export function imageFiles(path: string): Array<{ path: string; width: number; height: number }> {
  return [
    { path, ...IMAGE_SIZE },
    { path: phoneVariantPath(path), ...PHONE_IMAGE_SIZE },
    { path: thumbnailPath(path), ...THUMBNAIL_IMAGE_SIZE },
  ];
}

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` for an image of the catalogue.
 * `sizes` defaults to full viewport width; pass a narrower one for cards (e.g. `'(min-width: 900px) 33vw, 100vw'`).
 */
export function imageVariants(path: string, sizes = '100vw'): ImageVariants {
  const srcSet = `${phoneVariantPath(path)} ${PHONE_IMAGE_SIZE.width}w, ${path} ${IMAGE_SIZE.width}w`;
  return {
    src: path,
    srcSet,
    webpSrcSet: srcSet.replaceAll('.jpg ', '.webp '),
    phoneWebp: webpPath(phoneVariantPath(path)),
    sizes,
    width: IMAGE_SIZE.width,
    height: IMAGE_SIZE.height,
  };
}

/** Whose still opens the landing page (Prana Ubud's rice terraces); the web build preloads its phone variant. */
export const LANDING_HERO_SITE = 'prana-ubud';

/** `/media/sites/{siteId}/hero.jpg` */
export function siteHeroPath(siteId: string): string {
  return `${MEDIA_ROOT}/sites/${siteId}/hero.jpg`;
}

/** `/media/sites/{siteId}/{villaId}/hero.jpg` */
export function villaHeroPath(siteId: string, villaId: string): string {
  return `${MEDIA_ROOT}/sites/${siteId}/${villaId}/hero.jpg`;
}

/** `/media/sites/{siteId}/{villaId}/gallery-1.jpg` … `gallery-9.jpg` */
export function villaGalleryPaths(siteId: string, villaId: string): string[] {
  return Array.from({ length: GALLERY_SIZE }, (_, i) => `${MEDIA_ROOT}/sites/${siteId}/${villaId}/gallery-${i + 1}.jpg`);
}

/** `/media/services/{serviceId}.jpg` */
export function serviceImagePath(serviceId: string): string {
  return `${MEDIA_ROOT}/services/${serviceId}.jpg`;
}
