import { useState } from 'react';
import { PHONE_MEDIA, imageVariants } from '@prana/catalogue';
import styles from './responsive-image.module.css';

interface ResponsiveImageProps {
  /** Catalogue path of the desktop original, e.g. `/media/sites/prana-ubud/hero.jpg`. */
  path: string;
  alt: string;
  /** `sizes` for the srcset; full width by default. */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  /** Photos a person came to look at (the lightbox): the full-size file on dense phone screens too. */
  detailed?: boolean;
  /** Palette of the placeholder shown while loading or if the file is missing. */
  tone?: string | null;
  className?: string;
  /** Cover the positioned parent instead of keeping the 3:2 frame (heroes). */
  fill?: boolean;
}

/**
 * A catalogue image in WebP (JPEG where WebP cannot be decoded) with its phone variant in `srcset`,
 * fixed aspect so nothing shifts, lazy below the fold. A missing file leaves a soft site-coloured
 * panel, never a broken icon.
 */
export function ResponsiveImage({ path, alt, sizes, priority = false, detailed = false, tone, className, fill = false }: ResponsiveImageProps) {
  const variants = imageVariants(path, sizes);
  const [failed, setFailed] = useState(false);
  const frameClass = [styles.frame, fill ? styles.fill : null, className].filter(Boolean).join(' ');

  return (
    <div
      className={frameClass}
      data-tone={tone ?? undefined}
      style={fill ? undefined : { aspectRatio: `${variants.width} / ${variants.height}` }}
      role={failed && alt ? 'img' : undefined}
      aria-label={failed && alt ? alt : undefined}
    >
      {failed ? null : (
        <picture className={styles.picture}>
          {detailed ? null : <source media={PHONE_MEDIA} type="image/webp" srcSet={variants.phoneWebp} />}
          <source type="image/webp" srcSet={variants.webpSrcSet} sizes={variants.sizes} />
          <img
            className={styles.image}
            src={variants.src}
            srcSet={variants.srcSet}
            sizes={variants.sizes}
            width={variants.width}
            height={variants.height}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            onError={() => setFailed(true)}
          />
        </picture>
      )}
    </div>
  );
}
