import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITES } from '@prana/catalogue';
import type { KpiFigure, KpiResponse, StaffRole } from '@prana/contracts';
import { KPI_PERIOD_CHOICES, formatIdr, formatPercent, kpiPeriod, todayInBali, type KpiPeriodChoice, type Lang } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { useKpis } from '../back-office/api/finance.ts';
import { PanelState } from '../back-office/shared/panel-state.tsx';
import { Segmented } from '../back-office/shared/segmented.tsx';
import shared from '../back-office/shared/back-office.module.css';
import styles from './kpi-cards.module.css';

type TFunction = ReturnType<typeof useTranslation<'admin'>>['t'];

/** How a figure reads, and which way is better (the trend's colour). */
type KpiKind = 'percent' | 'idr' | 'nights' | 'minutes' | 'count';

/** Every card there is; a role's KPI answer decides which it sees. */
type CardId = 'occupancy' | 'average-stay' | 'arrivals-today' | 'adr' | 'revpar' | 'extras-revenue' | 'direct-share' | 'open-requests' | 'median-answer' | 'within-promise';

interface Card {
  id: CardId;
  kind: KpiKind;
  value: number | null;
  /** Null for a figure of now (open requests, today's arrivals): there is no previous period to compare. */
  figure: KpiFigure | null;
  note: string;
  /** A longer answer to the request is worse. */
  lowerIsBetter?: boolean;
}

function decimal(value: number, lang: Lang, digits = 1): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return lang === 'id' ? text.replace('.', ',') : text;
}

function formatValue(kind: KpiKind, value: number, lang: Lang, t: TFunction): string {
  switch (kind) {
    case 'percent':
      return formatPercent(value, 1, lang);
    case 'idr':
      return formatIdr(value, lang);
    case 'nights':
      return t('kpi.nights', { value: decimal(value, lang) });
    case 'minutes':
      return t('kpi.minutes', { value: decimal(value, lang) });
    case 'count':
      return String(value);
  }
}

/** The change against the previous period: points for shares, a percentage for amounts. */
function changeText(kind: KpiKind, figure: KpiFigure, lang: Lang, t: TFunction): string {
  const { delta, ratio } = figure.trend;
  if (delta === null || figure.previous === null) return t('kpi.noPrevious');
  const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '±');
  if (kind === 'percent') return t('kpi.changePoints', { change: `${sign(delta)}${decimal(Math.abs(delta) * 100, lang)}` });
  if (kind === 'minutes' || kind === 'nights') return t('kpi.changeUnits', { change: `${sign(delta)}${formatValue(kind, Math.abs(delta), lang, t)}` });
  if (ratio === null) return t('kpi.changeFromNothing');
  return t('kpi.changePercent', { change: `${sign(ratio)}${decimal(Math.abs(ratio) * 100, lang)}` });
}

/** The cards a role sees: the KPI answer leaves out (null) what the role may not read. */
function cardsOf(kpis: KpiResponse, t: TFunction): Card[] {
  const { stays, money, concierge } = kpis;
  const cards: Card[] = [
    { id: 'occupancy', kind: 'percent', value: stays.occupancy.value, figure: stays.occupancy, note: t('kpi.notes.occupancy', { sold: stays.nightsSold, open: stays.nightsOpen }) },
    { id: 'average-stay', kind: 'nights', value: stays.averageStay.value, figure: stays.averageStay, note: t('kpi.notes.averageStay') },
    { id: 'arrivals-today', kind: 'count', value: stays.arrivalsToday, figure: null, note: t('kpi.notes.departures', { count: stays.departuresToday }) },
  ];
  if (money) {
    cards.push(
      { id: 'adr', kind: 'idr', value: money.adr.value, figure: money.adr, note: t('kpi.notes.adr') },
      { id: 'revpar', kind: 'idr', value: money.revpar.value, figure: money.revpar, note: t('kpi.notes.revpar') },
      { id: 'extras-revenue', kind: 'idr', value: money.extras.value, figure: money.extras, note: t('kpi.notes.extras') },
      { id: 'direct-share', kind: 'percent', value: money.directShare.value, figure: money.directShare, note: t('kpi.notes.directShare') },
    );
  }
  if (concierge) {
    cards.push(
      { id: 'open-requests', kind: 'count', value: concierge.openRequests, figure: null, note: t('kpi.notes.openRequests') },
      { id: 'median-answer', kind: 'minutes', value: concierge.medianMinutesToAnswer.value, figure: concierge.medianMinutesToAnswer, note: t('kpi.notes.medianAnswer', { count: concierge.answered }), lowerIsBetter: true },
      { id: 'within-promise', kind: 'percent', value: concierge.withinPromiseShare.value, figure: concierge.withinPromiseShare, note: t('kpi.notes.withinPromise') },
    );
  }
  return cards;
}

/**
 * The key figures of a period and site, each from Prana's records with its trend against the
 * previous period of the same length (the server computes both). A role sees what it may read.
 */
export function KpiCards({ tier }: { tier: StaffRole }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const siteId = useId();
  const [choice, setChoice] = useState<KpiPeriodChoice>('this-month');
  const [site, setSite] = useState('');
  const kpis = useKpis(kpiPeriod(choice, todayInBali(new Date())), site || null);
  return (
    <section className={styles.section} aria-label={t('kpi.label')} data-testid="kpi-section" data-tier={tier}>
      <div className={styles.controls}>
        <Segmented
          label={t('kpi.period')}
          options={KPI_PERIOD_CHOICES.map((id) => ({ id, label: t(`kpi.periods.${id}`) }))}
          value={choice}
          onChange={setChoice}
          testId="kpi-period"
        />
        <label className={shared.control} htmlFor={siteId}>
          <span className={shared.controlLabel}>{t('kpi.site')}</span>
          <select id={siteId} className={shared.select} value={site} onChange={(event) => setSite(event.target.value)} data-testid="kpi-site">
            <option value="">{t('kpi.allSites')}</option>
            {SITES.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.shortName}
              </option>
            ))}
          </select>
        </label>
      </div>
      {kpis.data ? (
        <ul className={styles.grid} aria-label={t('kpi.label')} data-testid="kpi-cards">
          {cardsOf(kpis.data, t).map((card) => (
            <KpiCardView key={card.id} card={card} lang={language} t={t} />
          ))}
        </ul>
      ) : (
        <PanelState query={kpis} />
      )}
    </section>
  );
}

function KpiCardView({ card, lang, t }: { card: Card; lang: Lang; t: TFunction }) {
  const direction = card.figure?.trend.direction ?? null;
  const good = direction === null || direction === 'flat' ? 'flat' : (direction === 'up') !== Boolean(card.lowerIsBetter) ? 'good' : 'bad';
  return (
    <li className={styles.card} data-testid={`kpi-${card.id}`}>
      <span className={styles.label}>{t(`kpi.cards.${card.id}`)}</span>
      <span className={styles.value} data-testid={`kpi-${card.id}-value`}>
        {card.value === null ? t('kpi.noFigure') : formatValue(card.kind, card.value, lang, t)}
      </span>
      {card.figure && direction ? (
        <span className={styles.note} data-testid={`kpi-${card.id}-trend`} data-trend={direction}>
          <span className={styles.trend} data-tone={good} aria-hidden="true">
            {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'}
          </span>
          <span className="visually-hidden">{t(`kpi.trend.${direction}`)}</span>
          {changeText(card.kind, card.figure, lang, t)}
        </span>
      ) : null}
      <span className={styles.note}>{card.note}</span>
    </li>
  );
}
