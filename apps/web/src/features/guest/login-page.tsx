import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CodedError } from '@prana/contracts';
import { codedErrorOf } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { signInGuest } from '../../lib/auth-api.ts';
import { conciergeChatUrl } from '../../lib/concierge-chat.ts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { readCredentials, rememberCredentials } from './guest-credentials.ts';
import styles from './login-page.module.css';

/** '6281234567890' → '+62 812-3456-7890' */
function displayPhone(digits: string): string {
  const match = /^62(\d{3})(\d{4})(\d+)$/.exec(digits);
  return match ? `+62 ${match[1]}-${match[2]}-${match[3]}` : `+${digits}`;
}

/** /login: last name and booking code, checked against a real booking. */
export function LoginPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestLogin'));
  const session = useSession();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const [form, setForm] = useState(readCredentials);
  const errorText = useErrorText();
  // A code, rendered below: the message follows a language switch.
  const [error, setError] = useState<CodedError | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = { lastName: form.lastName.trim(), bookingCode: form.bookingCode.trim() };
    if (!credentials.lastName || !credentials.bookingCode) {
      setError({ code: 'auth.guestLoginRequired' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const me = await signInGuest(credentials);
      rememberCredentials(credentials);
      session.setUser(me.user);
      navigate('/app', { replace: true });
    } catch (failure) {
      setBusy(false);
      setError(codedErrorOf(failure));
    }
  };

  const whatsapp = config?.conciergeWhatsapp;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="guest-login-title">
      <div className={styles.card}>
        <p className="eyebrow">{t('shell.title')}</p>
        <h1 id="guest-login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.lead}>{t('login.lead')}</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <label className={styles.field}>
            <span className={styles.label}>{t('login.lastName')}</span>
            <input
              className={styles.input}
              name="lastName"
              autoComplete="family-name"
              required
              aria-required="true"
              aria-invalid={error !== null && !form.lastName.trim()}
              aria-describedby={error ? errorId : undefined}
              value={form.lastName}
              onChange={(event) => setForm((previous) => ({ ...previous, lastName: event.target.value }))}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('login.bookingCode')}</span>
            <input
              className={styles.input}
              name="bookingCode"
              placeholder="ABC-1234"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              aria-required="true"
              aria-invalid={error !== null && !form.bookingCode.trim()}
              aria-describedby={error ? errorId : undefined}
              value={form.bookingCode}
              onChange={(event) => setForm((previous) => ({ ...previous, bookingCode: event.target.value }))}
            />
          </label>
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              {errorText(error)}
            </p>
          ) : null}
          <button type="submit" className="button button-accent" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <footer className={styles.help}>
          <p>{t('login.help')}</p>
          {whatsapp ? (
            <a href={conciergeChatUrl(whatsapp, t('login.helpMessage'))} target="_blank" rel="noreferrer">
              {t('login.whatsapp', { phone: displayPhone(whatsapp) })}
            </a>
          ) : null}
        </footer>
      </div>
    </section>
  );
}
