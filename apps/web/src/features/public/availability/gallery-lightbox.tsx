import { useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { Icon } from '../shared/icons.tsx';
import { useDialog } from '../shared/use-dialog.ts';
import { useScrollLock } from '../shared/use-scroll-lock.ts';
import { clampIndex, wrapIndex } from './availability-listings.ts';
import styles from './gallery-lightbox.module.css';

interface GalleryLightboxProps {
  villa: string;
  site: string;
  tone: string | null;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** How far a finger travels sideways before a swipe changes the image. */
const SWIPE_PX = 40;

/**
 * The full gallery of one villa. Escape closes, Left and Right (or a swipe) cycle with wrap-around, the page
 * does not scroll behind it, focus stays inside and returns to the card on close. The page
 * closes it when its villa or images disappear; the index is clamped meanwhile.
 */
export function GalleryLightbox({ villa, site, tone, images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const { t } = useTranslation('public');
  const titleId = useId();
  const total = images.length;
  const shown = clampIndex(index, total);
  const move = (delta: number) => onIndexChange(wrapIndex(shown, delta, total));
  useScrollLock(true);
  const ref = useDialog<HTMLDivElement>({
    open: true,
    onClose,
    onKeyDown: (event) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        move(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        move(1);
      }
    },
  });
  const image = images[shown];
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    // A mostly sideways stroke: leftwards shows the next image, rightwards the previous.
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx < 0 ? 1 : -1);
  };

  return (
    <div className={styles.backdrop} onClick={onClose} data-testid="lightbox-overlay">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onClick={(event) => event.stopPropagation()}
        data-testid="lightbox"
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {t('lightbox.label', { villa })}
          </h2>
          <p className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
            {t('lightbox.counter', { n: shown + 1, total })}
          </p>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('lightbox.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div
          className={styles.stage}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
          data-testid="lightbox-stage"
        >
          {image ? (
            <ResponsiveImage key={image} path={image} alt={t('card.imageAlt', { villa, site, n: shown + 1, total })} sizes="100vw" tone={tone} priority detailed className={styles.image} />
          ) : null}
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => move(-1)} aria-label={t('lightbox.previous')}>
            <Icon name="chevronLeft" size={24} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => move(1)} aria-label={t('lightbox.next')}>
            <Icon name="chevronRight" size={24} />
          </button>
        </div>
      </div>
    </div>
  );
}
