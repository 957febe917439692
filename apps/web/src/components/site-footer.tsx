import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './site-footer.module.css';

const EXPLORE = [
  { to: '/about', key: 'pages.about' },
  { to: '/availability', key: 'pages.availability' },
  { to: '/guide', key: 'pages.guide' },
  { to: '/contact', key: 'pages.contact' },
] as const;

const POLICIES = [
  { to: '/policies/flexible', key: 'pages.policyFlexible' },
  { to: '/policies/refund', key: 'pages.policyRefund' },
  { to: '/policies/terms', key: 'pages.policyTerms' },
  { to: '/policies/privacy', key: 'pages.policyPrivacy' },
] as const;

/** Public footer: explore links, policies, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.word}>{t('brand.name')}</p>
          <p className={styles.blurb}>{t('footer.blurb')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.list}>
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('footer.policies')}
          </h2>
          <ul className={styles.list}>
            {POLICIES.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={`container ${styles.copyright}`}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
