import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SITES, siteHeroPath, villasOfSite } from '@prana/catalogue';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import styles from './landing-page.module.css';

const HERO_SITE = 'prana-ubud';

/** `/`: first version of the landing page — hero, a short intro and the three sites. */
export function LandingPage() {
  const { t } = useTranslation('public');
  const localize = useLocalized();
  useDocumentTitle(undefined);

  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        <ResponsiveImage path={siteHeroPath(HERO_SITE)} alt={t('landing.heroAlt')} tone={HERO_SITE} priority fill />
        <div className={`container on-dark ${styles.heroText}`}>
          <p className={styles.heroEyebrow}>{t('landing.eyebrow')}</p>
          <h1 id="landing-title" className={styles.heroTitle}>
            {t('landing.title')}
          </h1>
          <div className={styles.actions}>
            <Link to="/availability" className="button button-accent">
              {t('landing.cta')}
            </Link>
            <Link to="/about" className="button button-quiet">
              {t('landing.secondary')}
            </Link>
          </div>
        </div>
      </section>

      <section className={`container ${styles.intro}`}>
        <p>{t('landing.intro')}</p>
      </section>

      <section className={`container ${styles.sites}`} aria-labelledby="landing-sites">
        <h2 id="landing-sites">{t('landing.sitesTitle')}</h2>
        <ul className={styles.siteGrid}>
          {SITES.map((site) => (
            <li key={site.id} className={styles.siteCard}>
              <ResponsiveImage
                path={site.heroImage}
                alt=""
                tone={site.id}
                sizes="(min-width: 900px) 33vw, 100vw"
              />
              <div className={styles.siteBody}>
                <p className="eyebrow">
                  {site.area} · {t('landing.villaCount', { count: villasOfSite(site.id).length })}
                </p>
                <h3 className={styles.siteName}>{site.name}</h3>
                <p className="muted">{localize(site.tagline)}</p>
                <Link to={`/sites/${site.id}`} className={styles.siteLink}>
                  {t('landing.siteLink', { site: site.shortName })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.closing}>
          <Link to="/availability" className="button button-accent">
            {t('landing.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
