import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_PERIODS, type FinancePeriod } from '@prana/catalogue';
import type { FinanceYearsResponse } from '@prana/contracts';
import { formatIdr, todayInBali } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { Panel } from '../../panels/panel.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import { Segmented } from '../shared/segmented.tsx';
import { useFinanceMonthly, useFinanceYears, useSiteInsights } from '../api/finance.ts';
import type { BackOfficePanelProps } from '../shared/panel-props.ts';
import { ExpenseComposition } from './expense-composition.tsx';
import { AdrChart, RevenueChart } from './finance-charts.tsx';
import { FocusBox } from './focus-box.tsx';
import { chartRows, overlayAfterYearChange, periodMonths } from './finance-series.ts';
import { SiteInsights } from './site-insights.tsx';
import tables from '../../../../components/data-table.module.css';
import shared from '../shared/back-office.module.css';
import styles from './finance.module.css';

/**
 * Financial intelligence: revenue, ADR and occupancy by month for a year, an
 * overlay year, vacancy per site and the expense composition. The current year comes from the
 * ledger; a past year of imported history is labelled as such. Nothing here is edited (payouts are
 * entered on the reservation), so `readOnly` changes nothing.
 */
export function FinancialIntelligencePanel(_props: BackOfficePanelProps) {
  const { t } = useTranslation('backOffice');
  const years = useFinanceYears();
  return (
    <Panel title={t('finance.title')} lead={t('finance.lead')} testId="financial-intelligence" wide>
      {years.data ? <FinanceBody years={years.data} /> : <PanelState query={years} />}
    </Panel>
  );
}

function FinanceBody({ years }: { years: FinanceYearsResponse }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  const [year, setYear] = useState(years.defaultYear);
  const [overlay, setOverlay] = useState<number | null>(years.defaultOverlayYear);
  const [period, setPeriod] = useState<FinancePeriod>('ALL');
  const [showAdr, setShowAdr] = useState(true);
  const [showOccupancy, setShowOccupancy] = useState(false);
  const [focused, setFocused] = useState<number | null>(null);
  const currentMonth = Number(todayInBali(new Date()).slice(5, 7));

  const monthly = useFinanceMonthly(year);
  const overlayMonthly = useFinanceMonthly(overlay);
  const insights = useSiteInsights(year);

  const rows = useMemo(
    () => (monthly.data ? chartRows(monthly.data.months, overlay === null ? null : (overlayMonthly.data?.months ?? null), period, currentMonth) : []),
    [monthly.data, overlayMonthly.data, overlay, period, currentMonth],
  );
  const visibleMonths = periodMonths(period, currentMonth);
  const focusRecord = focused !== null && visibleMonths.includes(focused) ? monthly.data?.months.find((record) => record.month === focused) : undefined;

  // The current year is shown as year to date; a year of imported history says so wherever it is offered.
  const yearLabel = (candidate: number) =>
    candidate === years.currentYear
      ? t('finance.yearToDate', { year: candidate })
      : years.importedYears.includes(candidate)
        ? t('finance.importedYear', { year: candidate })
        : String(candidate);
  const unknownNights = monthly.data?.nightsAmountUnknown.reduce((sum, nights) => sum + nights, 0) ?? 0;

  const changeYear = (next: number) => {
    setYear(next);
    setOverlay((current) => overlayAfterYearChange(years.years, next, current));
    setFocused(null);
  };

  return (
    <div className={shared.stack}>
      <div className={styles.controls}>
        <label className={shared.control}>
          <span className={shared.controlLabel}>{t('finance.year')}</span>
          <select className={shared.select} value={year} onChange={(event) => changeYear(Number(event.target.value))} data-testid="finance-year">
            {years.years.map((candidate) => (
              <option key={candidate} value={candidate}>
                {yearLabel(candidate)}
              </option>
            ))}
          </select>
        </label>
        <label className={shared.control}>
          <span className={shared.controlLabel}>{t('finance.overlay')}</span>
          <select
            className={shared.select}
            value={overlay ?? ''}
            onChange={(event) => setOverlay(event.target.value === '' ? null : Number(event.target.value))}
            data-testid="finance-overlay"
          >
            <option value="">{t('finance.overlayNone')}</option>
            {years.years
              .filter((candidate) => candidate !== year)
              .map((candidate) => (
                <option key={candidate} value={candidate}>
                  {yearLabel(candidate)}
                </option>
              ))}
          </select>
        </label>
        <div className={shared.control}>
          <span className={shared.controlLabel}>{t('finance.period')}</span>
          <Segmented
            label={t('finance.period')}
            options={FINANCE_PERIODS.map((option) => ({ id: option.id, label: localize(option.label) }))}
            value={period}
            onChange={setPeriod}
            testId="finance-period"
          />
        </div>
        <label className={shared.checkbox}>
          <input type="checkbox" checked={showAdr} onChange={(event) => setShowAdr(event.target.checked)} />
          {t('finance.showAdr')}
        </label>
        <label className={shared.checkbox}>
          <input type="checkbox" checked={showOccupancy} onChange={(event) => setShowOccupancy(event.target.checked)} />
          {t('finance.showOccupancy')}
        </label>
      </div>

      {monthly.data ? (
        <>
          <div className={styles.headline}>
            <span className={styles.headlineLabel}>
              {t('finance.averageMonthly', { year: yearLabel(monthly.data.year) })}
            </span>
            <span className={tables.chip} data-tone={monthly.data.source === 'ledger' ? 'ok' : undefined} data-source={monthly.data.source} data-testid="finance-source">
              {monthly.data.source === 'imported' ? t('finance.sourceImported') : t('finance.sourceLedger')}
            </span>
            <span className={styles.headlineValue} data-testid="average-monthly-revenue">
              {formatIdr(monthly.data.averageMonthlyRevenue, language)}
            </span>
          </div>
          {unknownNights > 0 ? (
            <p className={shared.muted} data-testid="finance-amount-unknown">
              {t('finance.amountUnknown', { count: unknownNights })}
            </p>
          ) : null}
          <p className={shared.muted}>{t('finance.chartHint')}</p>
          <RevenueChart rows={rows} year={year} overlayYear={overlay} lang={language} onFocus={setFocused} showOccupancy={showOccupancy} />
          {showAdr ? <AdrChart rows={rows} year={year} overlayYear={overlay} lang={language} onFocus={setFocused} /> : null}
          <FocusBox year={year} months={visibleMonths} record={focusRecord} onFocus={setFocused} />
        </>
      ) : (
        <PanelState query={monthly} />
      )}

      <div className={shared.twoColumns}>
        {insights.data ? <SiteInsights insights={insights.data} /> : <PanelState query={insights} />}
        <ExpenseComposition />
      </div>
    </div>
  );
}

