import { useTranslation } from 'react-i18next';
import { KPI_CARDS, type KpiCard } from '@prana/catalogue';
import { can, type StaffRole } from '@prana/contracts';
import { formatIdr, type Lang } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../lib/use-language.ts';
import { useFinanceKpis } from '../back-office/api/finance.ts';
import styles from './kpi-cards.module.css';

function formatValue(card: KpiCard, lang: Lang, t: ReturnType<typeof useTranslation<'admin'>>['t']): string {
  const decimal = (value: number) => (lang === 'id' ? String(value).replace('.', ',') : String(value));
  switch (card.format) {
    case 'percent':
      return `${decimal(card.value)}%`;
    case 'idr':
      return formatIdr(card.value, lang);
    case 'nights':
      return t('kpi.nights', { value: decimal(card.value) });
    case 'rating':
      return t('kpi.rating', { value: decimal(card.value) });
    case 'count':
      return String(card.value);
  }
}

interface KpiCardsProps {
  tier: StaffRole;
  /** Real values that replace a card's sample figure (e.g. open requests from the live queue). */
  live?: Partial<Record<string, number>>;
}

// Where a real figure comes from, by card: the live queue, or the finance record.
const LIVE_NOTES: Readonly<Record<string, 'kpi.live' | 'kpi.fromFinance'>> = {
  'open-requests': 'kpi.live',
  'occupancy-45d': 'kpi.fromFinance',
  adr: 'kpi.fromFinance',
};

/** The metric cards a tier sees: catalogue sample figures, real ones where Prana has them. */
export function KpiCards({ tier, live: given = {} }: KpiCardsProps) {
  const { t } = useTranslation('admin');
  const readsFinance = can(tier, 'finance.read');
  const finance = useFinanceKpis(readsFinance);
  const live = { ...finance, ...given };
  // A figure of the finance record is not shown to a role that cannot read finance (not even as a sample).
  const cards = KPI_CARDS.filter((card) => card.audience.includes(tier) && (readsFinance || LIVE_NOTES[card.id] !== 'kpi.fromFinance'));
  return (
    <ul className={styles.grid} aria-label={t('kpi.label')} data-testid="kpi-cards">
      {cards.map((card) => {
        const value = live[card.id];
        return value === undefined ? <SampleCard key={card.id} card={card} /> : <LiveCard key={card.id} card={card} value={value} />;
      })}
    </ul>
  );
}

function LiveCard({ card, value }: { card: KpiCard; value: number }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const localize = useLocalized();
  return (
    <li className={styles.card} data-testid={`kpi-${card.id}`}>
      <span className={styles.label}>{localize(card.label)}</span>
      <span className={styles.value}>{formatValue({ ...card, value }, language, t)}</span>
      <span className={styles.note}>{t(LIVE_NOTES[card.id] ?? 'kpi.live')}</span>
    </li>
  );
}

function SampleCard({ card }: { card: KpiCard }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const localize = useLocalized();
  return (
    <li className={styles.card} data-testid={`kpi-${card.id}`}>
      <span className={styles.label}>{localize(card.label)}</span>
      <span className={styles.value}>{formatValue(card, language, t)}</span>
      <span className={styles.note}>
        <span className={styles.trend} data-trend={card.trend} aria-hidden="true">
          {card.trend === 'up' ? '▲' : card.trend === 'down' ? '▼' : '■'}
        </span>
        <span className="visually-hidden">{t(`kpi.trend.${card.trend}`)}</span>
        {localize(card.note)}
      </span>
    </li>
  );
}
