import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VillaResponse } from '@prana/contracts';
import { blockLabel, formatDateRange, formatDuration, formatTime, relativeDayLabel, stayLength, syncDirectionLabel, todayInBali } from '@prana/domain';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { syncRunsQuery, upcomingBlocksQuery } from '../api/villas.ts';
import { AvailabilityTimeline } from './availability-timeline.tsx';
import styles from './villa-details.module.css';

/** Sync runs the page shows. */
const RUNS_SHOWN = 10;

interface VillaDetailsProps {
  /** Its blocks and runs reload whenever its calendar changes (the admin live cache). */
  villa: VillaResponse;
}

/** Expanded card: upcoming blocks, the 5-week timeline with its legend, and the recent sync runs. */
export function VillaDetails({ villa }: VillaDetailsProps) {
  const { t } = useTranslation('sync');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const blocksHeading = useId();
  const runsHeading = useId();
  const blocks = useQuery(upcomingBlocksQuery(villa.slug));
  const runs = useQuery(syncRunsQuery(villa.slug, RUNS_SHOWN));

  // Which feed each run pulled (a removed feed's runs show none).
  const feedLabels = new Map((villa.feeds ?? []).map((feed) => [feed.id, feed.label]));
  const now = new Date();
  const failed = blocks.status === 'error' ? blocks.error : runs.status === 'error' ? runs.error : null;
  if (failed) {
    return (
      <div className={styles.error} role="alert">
        <p>
          {t('details.error')}: {errorText(failed)}
        </p>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            void blocks.refetch();
            void runs.refetch();
          }}
        >
          {t('status.retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  if (!blocks.data || !runs.data) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('details.loading')}
        </span>
        <div className={`skeleton ${styles.skeletonLine}`} aria-hidden="true" />
        <div className={`skeleton ${styles.skeletonBar}`} aria-hidden="true" />
      </div>
    );
  }

  return (
    <div className={styles.details} aria-label={t('details.label', { villa: villa.name })} role="region">
      <section aria-labelledby={blocksHeading}>
        <h3 id={blocksHeading} className={styles.heading}>
          {t('details.blocksTitle')}
        </h3>
        {blocks.data.length === 0 ? (
          <p className={styles.empty}>{t('details.noBlocks')}</p>
        ) : (
          <ul className={styles.blocks} data-testid="block-list">
            {blocks.data.map((block) => (
              <li key={block.id} className={styles.block} data-source={block.source} data-testid="block">
                <span className={styles.swatch} data-source={block.source} aria-hidden="true" />
                <span className={styles.blockLabel}>{blockLabel(block.source, language)}</span>
                <span className={styles.blockDates}>
                  {formatDateRange(block.startsAt, block.endsAt, language)} · {t('details.nights', { count: stayLength(block.startsAt, block.endsAt) })}
                </span>
                <span className={styles.blockMeta}>
                  {relativeDayLabel(block.startsAt, now, { lang: language })}
                  {block.guestName ? ` · ${block.guestName}` : block.summary ? ` · ${block.summary}` : ''}
                </span>
                {block.reservationUrl || block.phoneLast4 ? (
                  <span className={styles.blockMeta} data-testid="block-channel-details">
                    {block.reservationUrl ? (
                      <a href={block.reservationUrl} target="_blank" rel="noreferrer noopener">
                        {t('details.reservation')}
                      </a>
                    ) : null}
                    {block.reservationUrl && block.phoneLast4 ? ' · ' : ''}
                    {block.phoneLast4 ? t('details.phoneLast4', { digits: block.phoneLast4 }) : ''}
                  </span>
                ) : null}
                {block.conflict ? <span className={styles.conflict}>{t('details.conflict')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <AvailabilityTimeline blocks={blocks.data} today={todayInBali(now)} />

      <section aria-labelledby={runsHeading}>
        <h3 id={runsHeading} className={styles.heading}>
          {t('details.runsTitle')}
        </h3>
        {runs.data.length === 0 ? (
          <p className={styles.empty}>{t('details.noRuns')}</p>
        ) : (
          <ol className={styles.runs} data-testid="run-list">
            {runs.data.map((run) => (
              <li key={run.id} className={styles.run} data-status={run.status}>
                <span className={styles.runStatus} data-status={run.status}>
                  {t(`details.runStatus.${run.status}`)}
                </span>
                <span>
                  {relativeDayLabel(run.startedAt, now, { lang: language })} {formatTime(run.startedAt)} ·{' '}
                  {t(`details.direction.${syncDirectionLabel(run.direction) === 'Pull' ? 'pull' : 'push'}`)}
                  {feedLabels.get(run.feedId ?? '') ? ` · ${feedLabels.get(run.feedId ?? '')}` : ''}
                </span>
                <span className={styles.runMeta}>
                  {t('details.changes', { count: run.changesDetected })} · {t('details.duration', { value: formatDuration(run.durationMs, language) })}
                </span>
                {run.failure ? <span className={styles.runError}>{errorText(run.failure)}</span> : null}
                {run.skipped > 0 ? (
                  <span className={styles.runError} data-testid="run-skipped">
                    {t('details.skipped', { count: run.skipped })}
                    {run.skippedReasons.map((reason, index) => (
                      <span key={index} className={styles.runSkippedReason}>
                        {errorText(reason)}
                      </span>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
