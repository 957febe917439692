import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isIsoDate, todayInBali } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRegisterExport, type ExportScope } from '../api/register.ts';
import styles from './register-print-page.module.css';

/** /admin/register/print?scope=day&date=… or ?scope=unreported: one sheet per foreign guest with exactly APOA's fields, to print. */
export function RegisterPrintPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('admin');
  const { date: formatDate } = useDates();
  const errorText = useErrorText();
  const headingId = useId();
  const [search] = useSearchParams();
  const asked = search.get('date');
  const scope: ExportScope = search.get('scope') === 'unreported' ? { scope: 'unreported' } : { scope: 'day', date: asked && isIsoDate(asked) ? asked : todayInBali(new Date()) };
  useDocumentTitle(tc('pages.adminRegisterPrint'));
  const read = useRegisterExport(scope);
  const title = scope.scope === 'day' ? t('registerPrint.titleDay', { date: formatDate(scope.date) }) : t('registerPrint.titleUnreported');
  const fields = ['fullName', 'nationality', 'passportNumber', 'birthDate', 'sex', 'checkIn', 'checkOut', 'placeOfStay'] as const;
  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId} data-testid="register-print-page">
      <header className={styles.header}>
        <h1 id={headingId}>{title}</h1>
        <div className={styles.actions}>
          <button type="button" className="button button-accent" onClick={() => window.print()}>
            {t('registerPrint.print')}
          </button>
          <Link to={scope.scope === 'day' ? `/admin/register?date=${scope.date}` : '/admin/register'}>{t('registerPrint.back')}</Link>
        </div>
      </header>
      {read.error ? <StatusMessage title={errorText(read.error)} onRetry={() => void read.refetch()} /> : null}
      {read.data && read.data.rows.length === 0 ? <StatusMessage tone="empty" title={t('registerPrint.empty')} /> : null}
      {read.data?.rows.map((row) => (
        <article key={`${row.bookingId}-${row.position}`} className={styles.sheet} aria-label={row.fullName}>
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field} className={styles.row}>
                <dt>{t(`registerPrint.${field}`)}</dt>
                <dd>{field === 'sex' ? t(`registerPrint.sexes.${row.sex}`) : row[field]}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </section>
  );
}
