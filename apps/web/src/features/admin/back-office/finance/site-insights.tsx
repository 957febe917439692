import { useTranslation } from 'react-i18next';
import type { FinanceSiteInsightsResponse } from '@prana/contracts';
import { formatIdr, formatPercent } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import tables from '../../../../components/data-table.module.css';
import shared from '../shared/back-office.module.css';

/** Vacancy and stay insights per site: vacancy percent, nightly rate, average nights. */
export function SiteInsights({ insights }: { insights: FinanceSiteInsightsResponse }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const nights = (value: number) => value.toFixed(1).replace('.', language === 'id' ? ',' : '.');
  if (insights.source === 'imported') {
    return (
      <section className={shared.stack} aria-label={t('finance.insightsTitle')} data-testid="site-insights">
        <h4 className={shared.subheading}>
          {t('finance.insightsTitle')} · {insights.year}
        </h4>
        <p className={shared.muted}>{t('finance.insightsImported')}</p>
      </section>
    );
  }
  return (
    <section className={shared.stack} aria-label={t('finance.insightsTitle')} data-testid="site-insights">
      <h4 className={shared.subheading}>
        {t('finance.insightsTitle')} · {insights.year}
      </h4>
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('finance.site')}</th>
              <th scope="col" className={tables.numeric}>
                {t('finance.vacancy')}
              </th>
              <th scope="col" className={tables.numeric}>
                {t('finance.nightlyRate')}
              </th>
              <th scope="col" className={tables.numeric}>
                {t('finance.avgStay')}
              </th>
            </tr>
          </thead>
          <tbody>
            {insights.sites.map((site) => (
              <tr key={site.siteId}>
                <td>{site.site}</td>
                <td className={tables.numeric}>{formatPercent(site.vacancyRate, 1, language)}</td>
                <td className={tables.numeric}>{site.nightlyRate === null ? t('finance.noFigure') : formatIdr(site.nightlyRate, language)}</td>
                <td className={tables.numeric}>{site.avgStay === null ? t('finance.noFigure') : t('finance.nights', { value: nights(site.avgStay) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
