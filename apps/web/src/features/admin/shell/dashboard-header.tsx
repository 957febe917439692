import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_DASHBOARDS } from '@prana/catalogue';
import { STAFF_ROLES, type StaffIdentity, type StaffRole } from '@prana/contracts';
import { useErrorText } from '../../../lib/error-text.ts';
import { signOut } from '../../../lib/auth-api.ts';
import { forgetPushOnThisDevice } from '../../../lib/push.ts';
import { useSession } from '../../../lib/session.tsx';
import { useLocalized } from '../../../lib/use-language.ts';
import { useNotices } from './notices.tsx';
import styles from './dashboard-header.module.css';

interface DashboardHeaderProps {
  staff: StaffIdentity;
  /** The tier shown. */
  tier: StaffRole;
  /** The :role of the path, which ?view= previews from. */
  pathRole: StaffRole;
  previewing: boolean;
}

/** Title, blurb and capabilities of the tier; Preview as (master only), Switch access tier, Log out. */
export function DashboardHeader({ staff, tier, pathRole, previewing }: DashboardHeaderProps) {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  const copy = ADMIN_DASHBOARDS[tier];
  const session = useSession();
  const navigate = useNavigate();
  const { alert } = useNotices();
  const errorText = useErrorText();
  const [leaving, setLeaving] = useState(false);

  async function logOut() {
    setLeaving(true);
    try {
      // The server ends the session and closes its sockets; only then is the page left.
      await signOut();
      // The api dropped this device's subscription with the session; the browser forgets it too
      // (failing to is no reason to stay signed in).
      await forgetPushOnThisDevice().catch(() => undefined);
      void navigate('/admin-login', { replace: true });
      session.setUser(null);
    } catch (error) {
      alert(errorText(error));
      setLeaving(false);
    }
  }

  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <p className="eyebrow">{t('dashboard.tierEyebrow', { tier: t(`roles.${tier}`) })}</p>
        <h1 className={styles.title}>{localize(copy.title)}</h1>
        <p className={styles.blurb}>{localize(copy.blurb)}</p>
        <ul className={styles.capabilities} aria-label={t('dashboard.capabilities')}>
          {copy.capabilities.map((capability) => (
            <li key={capability.en}>{localize(capability)}</li>
          ))}
        </ul>
        {previewing ? (
          <p className={styles.preview} role="status" data-testid="preview-note">
            {t('dashboard.previewing', { tier: t(`roles.${tier}`) })}
          </p>
        ) : null}
      </div>

      <div className={styles.tools}>
        {staff.role === 'master' ? (
          <nav aria-label={t('dashboard.previewAs')} className={styles.previewSwitch} data-testid="preview-switch">
            <span className={styles.switchLabel}>{t('dashboard.previewAs')}</span>
            <ul className={styles.tiers}>
              {STAFF_ROLES.map((role) => (
                <li key={role}>
                  <Link
                    to={`/admin/${pathRole}?view=${role}`}
                    className={styles.tier}
                    aria-current={role === tier ? 'page' : undefined}
                    replace
                  >
                    {t(`roles.${role}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.links}>
          <Link to="/admin-login" className="button button-quiet">
            {t('dashboard.switchTier')}
          </Link>
          <button type="button" className="button" onClick={() => void logOut()} disabled={leaving}>
            {leaving ? t('dashboard.loggingOut') : t('dashboard.logOut')}
          </button>
        </div>
      </div>
    </header>
  );
}
