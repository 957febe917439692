import { useTranslation } from 'react-i18next';
import { STAFFING_SHIFTS } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** Staffing shifts of the operations panel: who leads, and where a shift is short. */
export function StaffingShifts() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('operations.shiftsTitle')} testId="staffing-shifts">
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('operations.team')}</th>
              <th scope="col">{t('operations.hours')}</th>
              <th scope="col">{t('operations.lead')}</th>
              <th scope="col" className={tables.numeric}>
                {t('operations.onDuty')}
              </th>
            </tr>
          </thead>
          <tbody>
            {STAFFING_SHIFTS.map((shift) => {
              const short = shift.onDuty < shift.required;
              return (
                <tr key={shift.id}>
                  <td>{localize(shift.team)}</td>
                  <td className={tables.numeric}>
                    {shift.start}–{shift.end}
                  </td>
                  <td>{shift.lead}</td>
                  <td className={tables.numeric}>
                    <span className={tables.chip} data-tone={short ? 'warn' : 'ok'}>
                      {t('operations.staffed', { onDuty: shift.onDuty, required: shift.required })}
                    </span>
                    {short ? <span className={tables.sub}>{t('operations.short', { count: shift.required - shift.onDuty })}</span> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
