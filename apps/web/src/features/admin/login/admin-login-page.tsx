import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CodedError, FocusWorkstreamId, StaffRole } from '@prana/contracts';
import { DEFAULT_ACCESS_ROLE, validateStaffLogin } from '@prana/domain';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { signInStaff } from '../../../lib/auth-api.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { readAdminCredentials, rememberAdminCredentials } from '../admin-credentials.ts';
import { FocusCheckboxes } from '../shell/focus-checkboxes.tsx';
import { deviceFocus, orderedFocus, saveFocus } from '../shell/focus-preferences.ts';
import { RoleCards } from './role-cards.tsx';
import styles from './admin-login-page.module.css';

/**
 * /admin-login: username, password, the access tier and the session focus.
 * A real account signs in to the tier it holds (a master to any); the server refuses the rest.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [remembered] = useState(readAdminCredentials);
  const [role, setRole] = useState<StaffRole>(remembered?.role ?? DEFAULT_ACCESS_ROLE);
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [focus, setFocus] = useState<FocusWorkstreamId[]>(deviceFocus);
  const errorText = useErrorText();
  // A code, rendered below: the message follows a language switch.
  const [error, setError] = useState<CodedError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const errorId = useId();
  useDocumentTitle(tc('pages.adminLogin'));

  const toggleFocus = (id: FocusWorkstreamId) =>
    setFocus((current) => orderedFocus(current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateStaffLogin({ username, password });
    if (!checked.ok) {
      setError({ code: checked.code });
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const me = await signInStaff({ ...checked.value, role });
      rememberAdminCredentials({ role, username: checked.value.username });
      // The focus is a convenience: a failed save must not stand between a person and their dashboard.
      await saveFocus(focus).catch(() => undefined);
      session.setUser(me.user);
      void navigate(`/admin/${role}`, { replace: true });
    } catch (failure) {
      setError(codedErrorOf(failure));
      setSubmitting(false);
    }
  }

  const signedIn = session.staff;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">{t('login.eyebrow')}</p>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        {signedIn ? (
          <p className={styles.signedIn}>
            {t('login.signedInAs', { name: signedIn.name, tier: t(`roles.${signedIn.tier}`) })}{' '}
            <Link to={`/admin/${signedIn.tier}`}>{t('login.backToDashboard')}</Link>
          </p>
        ) : null}
      </header>

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t('login.username')}</span>
            <input
              name="username"
              autoComplete="username"
              value={username}
              maxLength={100}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={error !== null && username.trim() === ''}
            />
          </label>
          <label className={styles.field}>
            <span>{t('login.password')}</span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              maxLength={200}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null && password === ''}
            />
          </label>
        </div>

        <RoleCards legend={t('login.tierLegend')} value={role} onChange={setRole} />
        <FocusCheckboxes legend={t('login.focusLegend')} hint={t('login.focusHint')} focus={focus} onToggle={toggleFocus} />

        {error ? (
          <p id={errorId} className={styles.error} role="alert" data-testid="login-error">
            {errorText(error)}
          </p>
        ) : null}

        <div className={styles.actions}>
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
          <p className={styles.note}>{t('login.remembered')}</p>
        </div>
      </form>
    </div>
  );
}
