import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONCIERGE_CONTACT, SITES } from '@prana/catalogue';
import { useLocalizedPath } from '../../../lib/use-language.ts';
import styles from './public-footer.module.css';

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

/** Public footer: the sites, explore links, policies, the investor portal and the concierge. */
export function PublicFooter() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('public');
  const localPath = useLocalizedPath();
  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.word}>{t('brand.name')}</p>
          <p className={styles.blurb}>{t('footer.blurb')}</p>
          <ul className={styles.sites}>
            {SITES.map((site) => (
              <li key={site.id}>
                <Link to={localPath(`/sites/${site.id}`)}>{site.name}</Link>
                <span>{site.location}</span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            {t('footer.explore')}
          </h2>
          <ul className={styles.list}>
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={localPath(link.to)}>{t(link.key)}</Link>
              </li>
            ))}
            <li>
              <Link to="/admin/investor">{tp('footer.investors')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('footer.policies')}
          </h2>
          <ul className={styles.list}>
            {POLICIES.map((link) => (
              <li key={link.to}>
                <Link to={localPath(link.to)}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{tp('footer.concierge')}</h2>
          <p className={styles.blurb}>{tp('footer.hours')}</p>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${CONCIERGE_CONTACT.email}`}>{CONCIERGE_CONTACT.email}</a>
            </li>
            <li>
              <Link to={localPath('/contact')}>{tp('footer.contactLink')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={`container ${styles.copyright}`}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
