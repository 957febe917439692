import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BLOCK_SOURCES, CALENDAR_SPANS, can, DEFAULT_CALENDAR_SPAN, type CalendarBlock, type CalendarResponse, type CalendarSpan, type TurnoverState, type VillaResponse } from '@prana/contracts';
import { addDays, blockLabel, formatDate, formatDateRange, isImportedSource, todayInBali } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { calendarQuery, useReleaseHold } from '../api/calendar.ts';
import { useVillas } from '../api/villas.ts';
import { sortVillas } from '../availability/availability-format.ts';
import { CalendarGrid, type Cell, type SiteGroup } from './calendar-grid.tsx';
import { groupByVilla, sourceColour, stayBetween, windowDays } from './calendar-layout.ts';
import { HoldForm, type HoldDraft } from './hold-form.tsx';
import { PayoutEditor } from './payout-editor.tsx';
import { EraseGuestData } from './erase-guest-data.tsx';
import { StageMessages } from './stage-messages.tsx';
import styles from './calendar-page.module.css';

const NO_READINESS: Readonly<Record<string, Readonly<Record<string, TurnoverState>>>> = {};
const byVilla = (calendar: CalendarResponse) => groupByVilla(calendar.blocks);
/** Each villa's readiness by arrival day (the turnover before the arrival). */
const readinessOf = (calendar: CalendarResponse) => {
  const byVillaDay: Record<string, Record<string, TurnoverState>> = {};
  for (const row of calendar.readiness ?? []) (byVillaDay[row.villaSlug] ??= {})[row.day] = row.state;
  return byVillaDay;
};
const NO_BLOCKS: Readonly<Record<string, readonly CalendarBlock[]>> = {};
const PHONE = '(max-width: 640px)';
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** On a phone the grid shows one site at a time. */
const useIsPhone = () => useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches, () => false);

/** /admin/calendar: every villa's bookings, imports and holds by day, live. */
export function CalendarPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const headingId = useId();
  const title = tc('pages.adminCalendar');
  useDocumentTitle(title);
  const { staff } = useSession();
  const canHold = staff !== null && can(staff.role, 'villas.manage');
  const readsFinance = staff !== null && can(staff.role, 'finance.read');
  const writesFinance = staff !== null && can(staff.role, 'finance.write');
  const erases = staff !== null && can(staff.role, 'guests.erase');
  const isPhone = useIsPhone();

  const today = todayInBali(new Date());
  const [from, setFrom] = useState(today);
  const [span, setSpan] = useState<CalendarSpan>(DEFAULT_CALENDAR_SPAN);
  const [site, setSite] = useState<string | null>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const [opened, setOpened] = useState<{ villaSlug: string; id: string } | null>(null);
  const [anchor, setAnchor] = useState<{ villaSlug: string; day: string } | null>(null);
  const [draft, setDraft] = useState<HoldDraft | null>(null);

  const villas = useVillas();
  // Grouped by villa in `select`, whose structural sharing keeps an unchanged villa's array: a live
  // change of one villa redraws that row only.
  const calendar = useQuery({ ...calendarQuery(from, span), select: byVilla });
  const readiness = useQuery({ ...calendarQuery(from, span), select: readinessOf });
  // A pull, booking, hold or cancellation on any screen writes that villa's blocks into every open
  // window (the admin layout's live cache, api/live-cache.ts).

  const allGroups = useMemo(() => groupBySite(villas.data ? sortVillas(villas.data) : []), [villas.data]);
  const siteNames = useMemo(() => allGroups.map((group) => group.site), [allGroups]);
  const shownSite = site ?? (isPhone ? (siteNames[0] ?? null) : null);
  const groups = useMemo(() => (shownSite ? allGroups.filter((group) => group.site === shownSite) : allGroups), [allGroups, shownSite]);
  const days = useMemo(() => windowDays(from, span), [from, span]);
  const blocksByVilla = calendar.data ?? NO_BLOCKS;
  // Shown as it is now: a block changed live shows its new dates, a released one closes.
  const openedBlock = opened ? blocksByVilla[opened.villaSlug]?.find((block) => block.id === opened.id) : undefined;

  const villaBySlug = useMemo(() => new Map((villas.data ?? []).map((villa) => [villa.slug, villa])), [villas.data]);
  // Read through a ref so the rows' callback stays the same while a selection is under way.
  const anchorRef = useRef(anchor);
  useEffect(() => {
    anchorRef.current = anchor;
  }, [anchor]);
  const pickNight = useCallback(
    (villa: VillaResponse, day: string) => {
      if (!canHold) return;
      setOpened(null);
      const first = anchorRef.current;
      if (!first || first.villaSlug !== villa.slug) {
        setAnchor({ villaSlug: villa.slug, day });
        setDraft({ villaSlug: villa.slug, checkIn: day, checkOut: addDays(day, 1) });
        return;
      }
      setAnchor(null);
      setDraft({ villaSlug: villa.slug, ...stayBetween(first.day, day) });
    },
    [canHold],
  );
  const openBlock = useCallback((block: CalendarBlock) => {
    setAnchor(null);
    setOpened({ villaSlug: block.villaSlug, id: block.id });
  }, []);

  const shift = (days: number) => setFrom((current) => addDays(current, days));

  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className="eyebrow">{t('calendar.eyebrow')}</p>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{t('calendar.intro')}</p>
      </header>

      <div className={styles.toolbar} role="group" aria-label={t('calendar.toolbar')}>
        <button type="button" className="button button-quiet" onClick={() => shift(-span)}>
          {t('calendar.previous')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setFrom(today)} disabled={from === today}>
          {t('calendar.today')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => shift(span)}>
          {t('calendar.next')}
        </button>
        <label className={styles.field}>
          <span>{t('calendar.span')}</span>
          <select value={span} onChange={(event) => setSpan(Number(event.target.value) as CalendarSpan)} data-testid="calendar-span">
            {CALENDAR_SPANS.map((option) => (
              <option key={option} value={option}>
                {t('calendar.spanOption', { count: option })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('calendar.site')}</span>
          <select value={shownSite ?? ''} onChange={(event) => setSite(event.target.value || null)} data-testid="calendar-site">
            {isPhone ? null : <option value="">{t('calendar.allSites')}</option>}
            {siteNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Link to="/admin/availability" className={styles.link}>
          {tc('pages.adminAvailability')}
        </Link>
      </div>

      <ul className={styles.legend} aria-label={t('calendar.legend')}>
        {BLOCK_SOURCES.map((source) => (
          <li key={source}>
            <span className={styles.swatch} style={{ background: sourceColour(source) }} aria-hidden="true" />
            {blockLabel(source, language)}
          </li>
        ))}
        <li>
          <span className={`${styles.swatch} ${styles.conflictSwatch}`} aria-hidden="true" />
          {t('calendar.conflict')}
        </li>
      </ul>
      <p className={styles.hint}>{t('calendar.keyboardHint')}</p>

      {calendar.isPending || villas.isPending ? (
        <p role="status" className={`skeleton ${styles.skeleton}`} aria-busy="true">
          <span className="visually-hidden">{t('calendar.loading')}</span>
        </p>
      ) : calendar.isError || villas.isError ? (
        <StatusMessage title={t('calendar.loadError')} onRetry={() => void Promise.all([calendar.refetch(), villas.refetch()])}>
          <p>{errorText(calendar.error ?? villas.error)}</p>
        </StatusMessage>
      ) : (
        <CalendarGrid
          groups={groups}
          days={days}
          today={today}
          blocksByVilla={blocksByVilla}
          readinessByVilla={readiness.data ?? NO_READINESS}
          active={active}
          onActiveChange={setActive}
          onOpenBlock={openBlock}
          onPickNight={pickNight}
          anchor={anchor}
        />
      )}

      {anchor ? (
        <p role="status" className={styles.hint}>
          {t('calendar.selecting', { day: formatDate(anchor.day, language, 'day'), villa: villaBySlug.get(anchor.villaSlug)?.name ?? anchor.villaSlug })}
        </p>
      ) : null}

      {openedBlock ? (
        <BlockDetails block={openedBlock} villa={villaBySlug.get(openedBlock.villaSlug)} canRelease={canHold} readsFinance={readsFinance} writesFinance={writesFinance} erases={erases} onClose={() => setOpened(null)} />
      ) : null}

      {canHold ? (
        <HoldForm villas={sortVillas(villas.data ?? [])} draft={draft} onDraftChange={setDraft} />
      ) : (
        <p className={styles.hint}>{t('calendar.hold.readOnly')}</p>
      )}
    </section>
  );
}

function groupBySite(villas: readonly VillaResponse[]): SiteGroup[] {
  const groups: SiteGroup[] = [];
  for (const villa of villas) {
    const site = villa.site ?? '—';
    const group = groups.at(-1);
    if (group?.site === site) group.villas.push(villa);
    else groups.push({ site, villas: [villa] });
  }
  return groups;
}

interface BlockDetailsProps {
  block: CalendarBlock;
  villa: VillaResponse | undefined;
  canRelease: boolean;
  /** An imported reservation's payout is shown to finance readers, edited by finance writers. */
  readsFinance: boolean;
  writesFinance: boolean;
  /** Master erases a direct booking's guest data on request. */
  erases: boolean;
  onClose: () => void;
}

function BlockDetails({ block, villa, canRelease, readsFinance, writesFinance, erases, onClose }: BlockDetailsProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const headingId = useId();
  const release = useReleaseHold();
  return (
    <aside className={styles.details} aria-labelledby={headingId} data-testid="calendar-details" data-conflict={block.conflict}>
      <h2 id={headingId} className={styles.detailsTitle}>
        {villa?.name ?? block.villaSlug}: {blockLabel(block.source, language)}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('calendar.details.dates')}</dt>
        <dd>
          {formatDateRange(block.startsAt, block.endsAt, language)}
        </dd>
        {block.guestName ? (
          <>
            <dt>{t('calendar.details.guest')}</dt>
            <dd>{block.guestName}</dd>
          </>
        ) : null}
        {block.reason ? (
          <>
            <dt>{t('calendar.details.reason')}</dt>
            <dd>{block.reason}</dd>
          </>
        ) : null}
      </dl>
      {block.conflict ? (
        <p className={styles.conflictNote}>
          {t('calendar.conflict')}: <Link to="/admin/availability">{t('calendar.details.resolve')}</Link>
        </p>
      ) : null}
      {readsFinance && isImportedSource(block.source) ? <PayoutEditor key={block.id} blockId={block.id} canWrite={writesFinance} /> : null}
      {block.source === 'direct' && block.bookingId ? <StageMessages key={`stages-${block.bookingId}`} bookingId={block.bookingId} /> : null}
      {erases && block.bookingId ? <EraseGuestData key={block.bookingId} bookingId={block.bookingId} /> : null}
      {release.isError ? <p role="alert">{errorText(release.error)}</p> : null}
      <div className={styles.actions}>
        {canRelease && block.source === 'manual' ? (
          <button type="button" className="button" disabled={release.isPending} onClick={() => release.mutate({ villaSlug: block.villaSlug, id: block.id })}>
            {t('calendar.details.release')}
          </button>
        ) : null}
        <button type="button" className="button button-quiet" onClick={onClose}>
          {t('calendar.details.close')}
        </button>
      </div>
    </aside>
  );
}
