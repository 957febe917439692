import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOverdueUnreported, useRegisterOverdue } from '../api/register.ts';
import styles from './immigration-alert.module.css';

/** In the concierge queue: the foreign guests whose report to immigration is overdue, kept live by register.changed. */
export function ImmigrationAlert({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const read = useRegisterOverdue(enabled);
  const stays = (read.data?.stays ?? []).filter(isOverdueUnreported);
  if (!enabled || stays.length === 0) return null;
  return (
    <section className={styles.alert} aria-labelledby={headingId} data-testid="immigration-alert">
      <h3 id={headingId} className={styles.title}>
        {t('immigrationAlert.title')}
      </h3>
      <ul className={styles.list}>
        {stays.flatMap((stay) =>
          stay.persons
            .filter((person) => person.overdueAt !== null && person.report === null)
            .map((person) => (
              <li key={`${stay.bookingId}-${person.position}`}>{t('immigrationAlert.item', { name: person.fullName, villa: stay.villaName, code: stay.bookingCode })}</li>
            )),
        )}
      </ul>
      <Link to="/admin/register" className={styles.link}>
        {t('immigrationAlert.open')}
      </Link>
    </section>
  );
}
