import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityBlockResponse } from '@prana/contracts';
import { BLOCK_SOURCES, blockLabel, formatDate, formatDateRange, TIMELINE_DAYS, timelineSegment, timelineTicks, timelineWindow } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import styles from './availability-timeline.module.css';

interface AvailabilityTimelineProps {
  blocks: readonly AvailabilityBlockResponse[];
  /** Bali date the 35-day window starts on. */
  today: string;
}

/** The next 5 weeks with weekly ticks and a legend; blocks outside are dropped, the rest clamped, at least 2 % wide. */
export function AvailabilityTimeline({ blocks, today }: AvailabilityTimelineProps) {
  const { t } = useTranslation('sync');
  const { language } = useLanguage();
  const headingId = useId();
  const range = timelineWindow(today);
  const ticks = timelineTicks(range.start, TIMELINE_DAYS);
  const segments = blocks.flatMap((block) => {
    const segment = block.status === 'active' ? timelineSegment(block, range.start, TIMELINE_DAYS) : null;
    return segment ? [{ block, segment }] : [];
  });

  return (
    <section aria-labelledby={headingId} className={styles.timeline}>
      <h3 id={headingId} className={styles.heading}>
        {t('details.timelineTitle')}
      </h3>
      <div className={styles.track} role="list" aria-label={t('details.timelineLabel', { start: formatDate(range.start, language) })} data-testid="timeline">
        {ticks.map((tick) => (
          <span key={tick.date} className={styles.tick} style={{ left: `${tick.offsetPercent}%` }} aria-hidden="true">
            <span className={styles.tickLabel}>{formatDate(tick.date, language, 'day')}</span>
          </span>
        ))}
        {segments.map(({ block, segment }) => (
          <span
            key={block.id}
            role="listitem"
            className={styles.segment}
            data-source={block.source}
            data-conflict={block.conflict}
            data-testid="timeline-block"
            style={{ left: `${segment.left}%`, width: `${segment.width}%` }}
            title={`${blockLabel(block.source, language)}: ${formatDateRange(block.startsAt, block.endsAt, language)}`}
          >
            <span className="visually-hidden">{`${blockLabel(block.source, language)}: ${formatDateRange(block.startsAt, block.endsAt, language)}`}</span>
          </span>
        ))}
      </div>
      <ul className={styles.legend} aria-label={t('details.legend')}>
        {BLOCK_SOURCES.map((source) => (
          <li key={source} className={styles.legendItem}>
            <span className={styles.swatch} data-source={source} aria-hidden="true" />
            {blockLabel(source, language)}
          </li>
        ))}
      </ul>
    </section>
  );
}
