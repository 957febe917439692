import { useTranslation } from 'react-i18next';
import type { MonthlyFinancialResponse } from '@prana/contracts';
import { formatIdr, formatPercent, monthName } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import shared from '../shared/back-office.module.css';
import styles from './finance.module.css';

interface FocusBoxProps {
  year: number;
  /** The months of the period, for choosing one from the keyboard. */
  months: readonly number[];
  /** The focused month's record; nothing is focused when absent. */
  record: MonthlyFinancialResponse | undefined;
  onFocus: (month: number | null) => void;
}

/** A month's revenue, average nightly rate and occupancy (one decimal), opened by a click or the month select. */
export function FocusBox({ year, months, record, onFocus }: FocusBoxProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  return (
    <div className={shared.stack}>
      <label className={shared.control}>
        <span className={shared.controlLabel}>{t('finance.focusMonth')}</span>
        <select
          className={shared.select}
          style={{ maxWidth: '16rem' }}
          value={record?.month ?? ''}
          onChange={(event) => onFocus(event.target.value === '' ? null : Number(event.target.value))}
          data-testid="finance-focus-month"
        >
          <option value="">{t('finance.focusPick')}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthName(month, language, 'long')}
            </option>
          ))}
        </select>
      </label>
      {record ? (
        <section className={styles.focus} aria-live="polite" data-testid="finance-focus">
          <div className={styles.focusHead}>
            <h4 className={styles.focusTitle}>{t('finance.focusTitle', { month: monthName(record.month, language, 'long'), year })}</h4>
            <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={() => onFocus(null)}>
              {t('finance.focusClose')}
            </button>
          </div>
          <dl className={styles.focusFigures}>
            <div>
              <dt>{t('finance.focusRevenue')}</dt>
              <dd data-testid="focus-revenue">{formatIdr(record.revenue, language)}</dd>
            </div>
            <div>
              <dt>{t('finance.focusAdr')}</dt>
              <dd data-testid="focus-adr">{formatIdr(record.avgNightlyRate, language)}</dd>
            </div>
            <div>
              <dt>{t('finance.focusOccupancy')}</dt>
              <dd data-testid="focus-occupancy">{formatPercent(record.occupancy, 1, language)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
