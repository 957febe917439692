import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITES } from '@prana/catalogue';
import type { FunnelQuery } from '@prana/contracts';
import { ANY_SITE, addDays, conversionPercent, DIRECT_CHANNEL, formatPercent, FUNNEL_STEPS, todayInBali, type FeedChannel } from '@prana/domain';
import { useDates } from '../../../lib/use-dates.ts';
import { useFunnel } from '../api/funnel.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './booking-funnel.module.css';

/** The periods master picks from: the last so many Bali days, today included. */
const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/**
 * The booking funnel for master: searches, villa views, requests sent and requests booked in the
 * chosen period and site, each with its conversion from the step before, and the reservations
 * each channel's feed brought in beside the direct bookings. Counted per day on the server, with
 * nothing about who.
 */
export function BookingFunnelPanel() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const [period, setPeriod] = useState<Period>(30);
  const [site, setSite] = useState<FunnelQuery['site']>(ANY_SITE);
  const today = todayInBali(new Date());
  const query: FunnelQuery = { from: addDays(today, 1 - period), to: today, site };
  const funnel = useFunnel(query);
  const counts = funnel.data?.direct;
  const percent = (value: number | null) => (value === null ? t('funnel.noConversion') : formatPercent(value / 100, 1, dates.language));

  return (
    <Panel title={t('funnel.title')} lead={t('funnel.lead')} testId="booking-funnel" wide>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('funnel.period')}</span>
          <select value={period} onChange={(event) => setPeriod(Number(event.target.value) as Period)} data-testid="funnel-period">
            {PERIODS.map((option) => (
              <option key={option} value={option}>
                {t('funnel.lastDays', { count: option })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('funnel.site')}</span>
          <select value={site} onChange={(event) => setSite(event.target.value as FunnelQuery['site'])} data-testid="funnel-site">
            <option value={ANY_SITE}>{t('funnel.allSites')}</option>
            {SITES.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={tables.sub} data-testid="funnel-range">
        {dates.range(query.from, query.to)}
      </p>
      {counts ? (
        <>
          <ol className={styles.steps} aria-label={t('funnel.stepsLabel')}>
            {FUNNEL_STEPS.map((step, index) => {
              const previous = index === 0 ? null : FUNNEL_STEPS[index - 1]!;
              return (
                <li key={step} className={styles.step} data-testid={`funnel-${step}`}>
                  <span>{t(`funnel.steps.${step}`)}</span>
                  <span className={styles.count}>{counts[step]}</span>
                  {previous ? (
                    <span className={styles.conversion} data-testid={`funnel-${step}-conversion`}>
                      {t('funnel.conversion', { value: percent(conversionPercent(counts[previous], counts[step])), from: t(`funnel.steps.${previous}`) })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <h4 className={styles.subheading}>{t('funnel.byChannel')}</h4>
          <ul className={tables.list} data-testid="funnel-channels">
            {[{ channel: DIRECT_CHANNEL as typeof DIRECT_CHANNEL | FeedChannel, bookings: counts.booking }, ...(funnel.data?.channels ?? [])].map((entry) => (
              <li key={entry.channel} data-testid={`funnel-channel-${entry.channel}`}>
                <span>
                  <strong>{t(`funnel.channels.${entry.channel}`)}</strong>
                  <span className={tables.sub}>{entry.channel === DIRECT_CHANNEL ? t('funnel.directNote') : t('funnel.importedNote')}</span>
                </span>
                <span className={styles.count}>{entry.bookings}</span>
              </li>
            ))}
          </ul>
        </>
      ) : funnel.status === 'error' ? (
        <p className={tables.empty}>{t('funnel.unavailable')}</p>
      ) : (
        <p className={tables.empty}>{t('funnel.loading')}</p>
      )}
    </Panel>
  );
}
