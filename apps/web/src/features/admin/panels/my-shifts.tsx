import { useTranslation } from 'react-i18next';
import { relativeDays } from '@prana/domain';
import { useDates } from '../../../lib/use-dates.ts';
import { useMyShifts } from '../back-office/api/rota.ts';
import { PanelState } from '../back-office/shared/panel-state.tsx';
import { useShiftHours, useTeamLabel } from './staffing-panel.tsx';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** The signed-in person's own shifts for two weeks, through the teammate their account is linked to. */
export function MyShifts() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const teamLabel = useTeamLabel();
  const hours = useShiftHours();
  const query = useMyShifts();
  const data = query.data;
  const dayLabel = (day: string, today: string) => {
    const offset = relativeDays(day, today);
    const prefix = offset === 0 ? t('rota.today') : offset === 1 ? t('rota.tomorrow') : null;
    return prefix ? `${prefix} · ${dates.date(day, 'weekdayDate')}` : dates.date(day, 'weekdayDate');
  };
  return (
    <Panel title={t('myShifts.title')} lead={t('myShifts.lead')} testId="my-shifts">
      {!data ? (
        <PanelState query={query} />
      ) : !data.employee ? (
        <p className={tables.empty}>{t('myShifts.notLinked')}</p>
      ) : data.shifts.length === 0 ? (
        <p className={tables.empty}>{t('myShifts.empty')}</p>
      ) : (
        <ul className={tables.list}>
          {data.shifts.map((shift) => {
            const others = shift.people.filter((person) => person.id !== data.employee!.id).map((person) => person.name);
            return (
              <li key={shift.id} data-testid="my-shift">
                <span>
                  <strong>{dayLabel(shift.day, data.today)}</strong>
                  <span className={tables.sub}>
                    {teamLabel(shift.team)} · {shift.lead.id === data.employee!.id ? t('myShifts.youLead') : t('rota.leadBy', { name: shift.lead.name })} ·{' '}
                    {others.length > 0 ? t('myShifts.with', { names: others.join(', ') }) : t('myShifts.alone')}
                  </span>
                </span>
                <span className={tables.numeric}>{hours(shift)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
