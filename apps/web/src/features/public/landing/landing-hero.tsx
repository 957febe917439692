import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_HERO_SITE, siteHeroPath } from '@prana/catalogue';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import styles from './landing-hero.module.css';

const HERO_SITE = LANDING_HERO_SITE;
/** The generated still: first paint, the video's poster, and what stays when no video can play. */
const HERO_STILL = siteHeroPath(HERO_SITE);

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/**
 * Hero video files, set at build time (`VITE_HERO_VIDEO=/media/hero.webm,/media/hero.mp4`, served
 * from the same origin). None are shipped yet, so by default no <video> is rendered at all.
 */
function heroVideoSources(setting: unknown): { src: string; type: string | undefined }[] {
  if (typeof setting !== 'string') return [];
  return setting
    .split(',')
    .map((src) => src.trim())
    .filter((src) => src.startsWith('/'))
    .map((src) => ({ src, type: VIDEO_TYPES[src.split('.').pop()?.toLowerCase() ?? ''] }));
}

const SOURCES = heroVideoSources(import.meta.env.VITE_HERO_VIDEO);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeMotion(notify: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

/** Full-bleed hero: the still always, a muted looping video over it when one is configured and can play. */
export function LandingHero() {
  const { t } = useTranslation('public');
  const reducedMotion = useReducedMotion();
  const [videoFailed, setVideoFailed] = useState(false);
  const playVideo = SOURCES.length > 0 && !videoFailed && !reducedMotion;

  return (
    <div className={styles.hero} data-testid="landing-hero">
      <ResponsiveImage path={HERO_STILL} alt={t('hero.stillAlt')} tone={HERO_SITE} priority fill />
      {playVideo ? (
        <video
          className={styles.video}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={HERO_STILL}
          aria-hidden="true"
          onError={() => setVideoFailed(true)}
        >
          {SOURCES.map((source, index) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // Sources are tried in order; when the last one fails nothing can play.
              onError={index === SOURCES.length - 1 ? () => setVideoFailed(true) : undefined}
            />
          ))}
        </video>
      ) : null}
      <div className={styles.shade} aria-hidden="true" />
      <div className={`container on-dark ${styles.text}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 className={styles.title}>{t('hero.title')}</h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
      </div>
    </div>
  );
}
