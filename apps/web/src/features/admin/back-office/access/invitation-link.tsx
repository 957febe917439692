import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteAccessUserResponse } from '@prana/contracts';
import { formatDateTime } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import shared from '../shared/back-office.module.css';
import styles from './access.module.css';

/** The one-time link to set a password, shown once after an invite (or a new link) to copy and send. */
export function InvitationLink({ result, onDismiss }: { result: InviteAccessUserResponse; onDismiss: () => void }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = `${window.location.origin}${result.invitation.path}`;
  const name = result.user.name;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className={styles.link} aria-label={t('access.linkTitle', { name })} data-testid="invitation-link">
      <h4 className={shared.subheading}>{t('access.linkTitle', { name })}</h4>
      <p className={shared.muted}>{t('access.linkBody', { name, date: formatDateTime(result.invitation.expiresAt, language) })}</p>
      <div className={shared.actions}>
        <input className={`${shared.input} ${styles.linkInput}`} value={url} readOnly aria-label={t('access.linkTitle', { name })} onFocus={(event) => event.target.select()} data-testid="invitation-url" />
        <button type="button" className={`${shared.btn} ${shared.primary}`} onClick={() => void copyLink()}>
          {t('access.copy')}
        </button>
        <button type="button" className={shared.btn} onClick={onDismiss}>
          {t('common.close')}
        </button>
      </div>
      {copy !== 'idle' ? (
        <p className={shared.muted} role="status">
          {copy === 'copied' ? t('access.copied') : t('access.copyFailed')}
        </p>
      ) : null}
    </section>
  );
}
