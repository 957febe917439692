import { useTranslation } from 'react-i18next';
import { thumbnailPath, webpPath } from '@prana/catalogue';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { Icon } from '../shared/icons.tsx';
import { wrapIndex } from './availability-listings.ts';
import styles from './image-carousel.module.css';

const SIZES = '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw';

interface ImageCarouselProps {
  images: readonly string[];
  /** Already clamped to the images. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Opens the full gallery at the shown image. */
  onOpen: () => void;
  villa: string;
  site: string;
  tone: string | null;
  priority: boolean;
}

/** A card's photos: the image opens the gallery; arrows wrap around; thumbnails jump. */
export function ImageCarousel({ images, index, onIndexChange, onOpen, villa, site, tone, priority }: ImageCarouselProps) {
  const { t } = useTranslation('public');
  const total = images.length;
  const current = images[index];
  if (!current) return <div className={styles.placeholder} data-tone={tone ?? undefined} aria-hidden="true" />;

  return (
    <div className={styles.carousel}>
      <div className={styles.stage}>
        <ResponsiveImage
          key={current}
          path={current}
          alt={t('card.imageAlt', { villa, site, n: index + 1, total })}
          sizes={SIZES}
          priority={priority}
          tone={tone}
        />
        {/* Over the image rather than around it: a button may only hold phrasing content. */}
        <button
          type="button"
          className={styles.open}
          onClick={onOpen}
          aria-label={t('card.openGallery', { villa, n: index + 1, total })}
          data-testid="open-gallery"
        >
          <span className={styles.expand} aria-hidden="true">
            <Icon name="expand" size={16} />
          </span>
        </button>
        <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => onIndexChange(wrapIndex(index, -1, total))} aria-label={t('card.previous', { villa })}>
          <Icon name="chevronLeft" />
        </button>
        <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => onIndexChange(wrapIndex(index, 1, total))} aria-label={t('card.next', { villa })}>
          <Icon name="chevronRight" />
        </button>
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {total}
        </span>
      </div>
      <ul className={styles.thumbs}>
        {images.map((image, thumb) => (
          <li key={image}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('card.thumbnail', { n: thumb + 1, total })}
              aria-current={thumb === index}
              onClick={() => onIndexChange(thumb)}
            >
              <picture>
                <source type="image/webp" srcSet={webpPath(thumbnailPath(image))} />
                <img src={thumbnailPath(image)} alt="" width={64} height={43} loading="lazy" decoding="async" />
              </picture>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
