import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarBlock, TurnoverState, VillaResponse } from '@prana/contracts';
import { blockLabel, formatDate, formatDateRange, type Lang } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { barsOf, blockOn, moveCell, sourceColour } from './calendar-layout.ts';
import styles from './calendar-grid.module.css';

export interface Cell {
  row: number;
  col: number;
}

export interface SiteGroup {
  site: string;
  villas: VillaResponse[];
}

interface CalendarGridProps {
  groups: readonly SiteGroup[];
  days: readonly string[];
  today: string;
  blocksByVilla: Readonly<Record<string, readonly CalendarBlock[]>>;
  /** Each villa's readiness (its turnover's state) by arrival day. */
  readinessByVilla: Readonly<Record<string, Readonly<Record<string, TurnoverState>>>>;
  active: Cell;
  onActiveChange: (cell: Cell) => void;
  /** A block was chosen (click or Enter on it). */
  onOpenBlock: (block: CalendarBlock) => void;
  /** A free night was chosen (click or Enter on it): the page turns two of them into a hold. */
  onPickNight: (villa: VillaResponse, day: string) => void;
  /** The first night of a selection in progress, to highlight. */
  anchor: { villaSlug: string; day: string } | null;
}

const NO_BLOCKS: readonly CalendarBlock[] = [];

/**
 * Villas (rows, grouped by site) by days (columns), one bar per block. Rows are memoised on their
 * blocks array, so a live change of one villa redraws one row. One roving tab stop: arrows move
 * it, Enter opens the block under it or picks the night.
 */
export function CalendarGrid({ groups, days, today, blocksByVilla, readinessByVilla, active, onActiveChange, onOpenBlock, onPickNight, anchor }: CalendarGridProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const gridRef = useRef<HTMLDivElement>(null);
  const villas = useMemo(() => groups.flatMap((group) => group.villas), [groups]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter') {
      const villa = villas[active.row];
      const day = days[active.col];
      if (!villa || !day) return;
      event.preventDefault();
      const block = blockOn(blocksByVilla[villa.slug] ?? NO_BLOCKS, day);
      if (block) onOpenBlock(block);
      else onPickNight(villa, day);
      return;
    }
    const next = moveCell(active, event.key, villas.length, days.length);
    if (!next) return;
    event.preventDefault();
    onActiveChange(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  }

  let rowIndex = 0;
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={t('calendar.gridLabel', { from: days[0] ? formatDate(days[0], language, 'day') : '' })}
      aria-rowcount={villas.length + 1}
      aria-colcount={days.length + 1}
      className={styles.grid}
      style={{ '--days': days.length } as CSSProperties}
      onKeyDown={onKeyDown}
      data-testid="calendar-grid"
    >
      <div role="row" className={styles.headRow}>
        <span role="columnheader" className={styles.corner}>
          {t('calendar.villaColumn')}
        </span>
        {days.map((day, col) => (
          <span key={day} role="columnheader" className={styles.dayHead} data-today={day === today} data-weekend={isWeekend(day)} data-testid="calendar-day-head">
            {/* A column is too narrow for "28 Nov": the day, and the month where it starts (and in the first column). */}
            <span aria-hidden="true" className={styles.dayNumber}>
              {formatDate(day, language, 'dayOfMonth')}
            </span>
            <span aria-hidden="true" className={styles.dayMonth}>
              {col === 0 || day.endsWith('-01') ? formatDate(day, language, 'shortMonth') : null}
            </span>
            <span className="visually-hidden">{formatDate(day, language, 'day')}</span>
          </span>
        ))}
      </div>
      {groups.map((group) => (
        <div key={group.site} role="rowgroup" aria-label={group.site}>
          <div role="row" className={styles.siteRow}>
            <span role="rowheader" className={styles.siteName}>
              {group.site}
            </span>
          </div>
          {group.villas.map((villa) => {
            const row = rowIndex++;
            return (
              <VillaRow
                key={villa.slug}
                villa={villa}
                row={row}
                days={days}
                today={today}
                language={language}
                blocks={blocksByVilla[villa.slug] ?? NO_BLOCKS}
                readiness={readinessByVilla[villa.slug]}
                activeCol={active.row === row ? active.col : -1}
                anchorDay={anchor?.villaSlug === villa.slug ? anchor.day : null}
                onActiveChange={onActiveChange}
                onOpenBlock={onOpenBlock}
                onPickNight={onPickNight}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

interface VillaRowProps {
  villa: VillaResponse;
  row: number;
  days: readonly string[];
  today: string;
  language: Lang;
  blocks: readonly CalendarBlock[];
  readiness: Readonly<Record<string, TurnoverState>> | undefined;
  /** The active column when the roving tab stop is on this row, else -1. */
  activeCol: number;
  anchorDay: string | null;
  onActiveChange: (cell: Cell) => void;
  onOpenBlock: (block: CalendarBlock) => void;
  onPickNight: (villa: VillaResponse, day: string) => void;
}

const VillaRow = memo(function VillaRow({ villa, row, days, today, language, blocks, readiness, activeCol, anchorDay, onActiveChange, onOpenBlock, onPickNight }: VillaRowProps) {
  const { t } = useTranslation('admin');
  const bars = useMemo(() => barsOf(blocks, days[0] ?? '', days.length), [blocks, days]);
  // Each night's block, once per change of this villa's blocks.
  const nightBlocks = useMemo(() => days.map((day) => blockOn(blocks, day)), [blocks, days]);
  const labelOf = (block: CalendarBlock) => (block.conflict ? `${t('calendar.conflict')}: ${blockLabel(block.source, language)}` : blockLabel(block.source, language));

  return (
    <div role="row" className={styles.row} data-villa={villa.slug} data-testid="calendar-row">
      <span role="rowheader" className={styles.villaName} title={villa.name}>
        {villa.name}
      </span>
      <div className={styles.track}>
        {days.map((day, col) => {
          const block = nightBlocks[col];
          const ready = readiness?.[day];
          const readyText = ready ? `, ${t(`housekeeping.states.${ready}`)}` : '';
          return (
            <span
              key={day}
              role="gridcell"
              tabIndex={activeCol === col ? 0 : -1}
              data-cell={`${row}:${col}`}
              data-day={day}
              data-today={day === today}
              data-anchor={anchorDay === day}
              aria-label={
                block
                  ? t('calendar.cellTaken', { villa: villa.name, day: formatDate(day, language, 'day'), label: block.guestName ? `${labelOf(block)}, ${block.guestName}` : labelOf(block) }) + readyText
                  : t('calendar.cellFree', { villa: villa.name, day: formatDate(day, language, 'day') }) + readyText
              }
              className={styles.cell}
              style={{ gridColumn: col + 1 }}
              onFocus={() => onActiveChange({ row, col })}
              onClick={() => (block ? onOpenBlock(block) : onPickNight(villa, day))}
            />
          );
        })}
        {days.map((day, col) =>
          readiness?.[day] ? (
            <span
              key={`ready-${day}`}
              aria-hidden="true"
              className={styles.readiness}
              data-state={readiness[day]}
              data-testid="calendar-readiness"
              data-day={day}
              style={{ gridColumn: col + 1 }}
              title={t('housekeeping.readiness', { villa: villa.name, state: t(`housekeeping.states.${readiness[day]}`) })}
            />
          ) : null,
        )}
        {bars.map(({ block, start, span }) => (
          <span
            key={block.id}
            aria-hidden="true"
            className={styles.bar}
            data-source={block.source}
            data-conflict={block.conflict}
            data-testid="calendar-bar"
            data-block={block.id}
            style={{ gridColumn: `${start + 1} / span ${span}`, '--bar': sourceColour(block.source) } as CSSProperties}
            title={`${labelOf(block)}${block.guestName ? ` · ${block.guestName}` : ''} · ${formatDateRange(block.startsAt, block.endsAt, language)}`}
            onClick={() => onOpenBlock(block)}
          >
            {block.guestName ?? (block.reason && block.source === 'manual' ? block.reason : blockLabel(block.source, language))}
          </span>
        ))}
      </div>
    </div>
  );
});
