import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InvitationDetailsResponse, SetPasswordResponse } from '@prana/contracts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useInvitation, useSetPassword } from '../api/access.ts';
import { FormField } from '../shared/form-field.tsx';
import { useErrorText } from '../../../../lib/error-text.ts';
import { useSubmit } from '../shared/use-submit.ts';
import shared from '../shared/back-office.module.css';
import styles from './invitation-page.module.css';

/** /admin-invite/:token: the invited person chooses a password with the one-time link (public). */
export function InvitationPage() {
  const { t } = useTranslation('backOffice');
  const { token = '' } = useParams();
  const errorText = useErrorText();
  useDocumentTitle(t('invite.title'));
  const details = useInvitation(token);

  return (
    <div className={`container ${styles.page}`} data-testid="invitation-page">
      <header className={styles.header}>
        <p className="eyebrow">{t('invite.eyebrow')}</p>
        <h1 className={styles.title}>{t('invite.title')}</h1>
      </header>
      {details.data ? (
        <PasswordForm token={token} details={details.data} />
      ) : details.status === 'error' ? (
        <p className={shared.alert} role="alert" data-testid="invitation-error">
          {errorText(details.error)}
        </p>
      ) : (
        <p className={shared.muted} role="status">
          {t('invite.checking')}
        </p>
      )}
    </div>
  );
}

function PasswordForm({ token, details }: { token: string; details: InvitationDetailsResponse }) {
  const { t } = useTranslation('backOffice');
  const savePassword = useSetPassword();
  const submit = useSubmit(savePassword);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState<SetPasswordResponse | null>(null);
  const role = (value: SetPasswordResponse['role']) => t(`roles.${value}`);

  if (done) {
    return (
      <section className={styles.card} data-testid="invitation-done">
        <p className={shared.notice} role="status">
          {t('invite.done', { username: done.username, role: role(done.role) })}
        </p>
        <Link to="/admin-login" className="button">
          {t('invite.signIn')}
        </Link>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    savePassword.mutate({ token, password }, { onSuccess: setDone });
  };

  const formError = submit.formError(['password']);
  return (
    <form className={`${shared.form} ${styles.card}`} onSubmit={onSubmit} noValidate>
      <p>{t('invite.lead', { name: details.name })}</p>
      <p className={shared.muted}>{t('invite.account', { username: details.username, role: role(details.role) })}</p>
      {/* Lets password managers store the new password with the right username. */}
      <input type="text" name="username" autoComplete="username" value={details.username} readOnly hidden />
      {formError ? (
        <p className={shared.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <FormField label={t('invite.password')} hint={t('invite.hint')} error={submit.fields.password}>
        {(control) => (
          <input {...control} className={shared.input} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} maxLength={200} />
        )}
      </FormField>
      <FormField label={t('invite.confirm')} error={mismatch ? t('invite.mismatch') : undefined}>
        {(control) => (
          <input {...control} className={shared.input} type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} maxLength={200} />
        )}
      </FormField>
      <div className={shared.formActions}>
        <button type="submit" className="button" disabled={submit.pending}>
          {submit.pending ? t('invite.submitting') : t('invite.submit')}
        </button>
      </div>
    </form>
  );
}
