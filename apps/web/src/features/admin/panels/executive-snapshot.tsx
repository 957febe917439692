import { useTranslation } from 'react-i18next';
import { formatIdr, formatPercent, kpiPeriod, todayInBali } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { useKpis } from '../back-office/api/finance.ts';
import { PanelState } from '../back-office/shared/panel-state.tsx';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** The master's executive snapshot: this month across the group, computed from the ledger. */
export function ExecutiveSnapshot() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const kpis = useKpis(kpiPeriod('this-month', todayInBali(new Date())), null);
  const data = kpis.data;
  const money = data?.money;
  return (
    <Panel title={t('snapshot.title')} lead={t('snapshot.lead')} testId="executive-snapshot">
      {data && money ? (
        <ul className={tables.list}>
          <li>
            <span>{t('snapshot.occupancy')}</span>
            <span className={tables.chip} data-tone="ok" data-testid="snapshot-occupancy">
              {formatPercent(data.stays.occupancy.value ?? 0, 1, language)}
            </span>
          </li>
          <li>
            <span>{t('snapshot.directShare')}</span>
            <span className={tables.chip} data-testid="snapshot-direct-share">
              {money.directShare.value === null ? t('kpi.noFigure') : formatPercent(money.directShare.value, 1, language)}
            </span>
          </li>
          <li>
            <span>{t('snapshot.channels')}</span>
          </li>
          {money.channels
            .filter((channel) => channel.nights > 0)
            .map((channel) => (
              <li key={channel.channel} data-testid={`snapshot-channel-${channel.channel}`}>
                <span>{t(`snapshot.channelNames.${channel.channel}`)}</span>
                <span>
                  {t('snapshot.channelLine', { revenue: formatIdr(channel.revenue, language), nights: channel.nights, count: channel.nights })}
                  {channel.amountUnknownStays > 0 ? ` · ${t('snapshot.amountUnknown', { count: channel.amountUnknownStays })}` : null}
                </span>
              </li>
            ))}
        </ul>
      ) : (
        <PanelState query={kpis} />
      )}
    </Panel>
  );
}
