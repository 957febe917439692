import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DEPARTMENTS, EMPLOYEE_ROLES, EMPLOYEE_STATUSES, type TeamOption } from '@prana/catalogue';
import type { EmployeeResponse } from '@prana/contracts';
import { formatIdr } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { ReviewBadge } from './employee-drawer.tsx';
import tables from '../../../../components/data-table.module.css';
import shared from '../shared/back-office.module.css';

interface RosterProps {
  employees: readonly EmployeeResponse[];
  flashing: ReadonlySet<string>;
  onOpen: (employee: EmployeeResponse) => void;
  onRemove: (employee: EmployeeResponse) => void;
}

/** The option's label in the chosen language, or the id when it is not in the list. */
export function useOptionLabel(): (options: readonly TeamOption[], id: string) => string {
  const localize = useLocalized();
  return (options, id) => {
    const option = options.find((candidate) => candidate.id === id);
    return option ? localize(option.label) : id;
  };
}

/** The roster: name (opens the drawer), role, department, status, wage, review state, Remove. */
export function TeamRoster({ employees, flashing, onOpen, onRemove }: RosterProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const label = useOptionLabel();
  if (employees.length === 0) {
    return (
      <p className={tables.empty} role="status" data-testid="team-empty">
        {t('team.empty')}
      </p>
    );
  }
  return (
    <div className={tables.scroll} style={{ maxHeight: 560 }}>
      <table className={tables.table} data-testid="team-roster">
        <thead>
          <tr>
            <th scope="col">{t('labels.name')}</th>
            <th scope="col">{t('labels.role')}</th>
            <th scope="col">{t('labels.department')}</th>
            <th scope="col">{t('labels.status')}</th>
            <th scope="col" className={tables.numeric}>
              {t('team.wage')}
            </th>
            <th scope="col">{t('team.review')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('team.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr key={employee.id} className={flashing.has(employee.id) ? shared.flash : undefined} data-testid="team-row" data-name={employee.name}>
              <td>
                <button type="button" className={shared.rowButton} onClick={() => onOpen(employee)} aria-label={t('team.openFor', { name: employee.name })}>
                  <strong>{employee.name}</strong>
                </button>
              </td>
              <td>{label(EMPLOYEE_ROLES, employee.role)}</td>
              <td>{label(EMPLOYEE_DEPARTMENTS, employee.department)}</td>
              <td>{label(EMPLOYEE_STATUSES, employee.status)}</td>
              <td className={tables.numeric}>{formatIdr(employee.wage, language)}</td>
              <td>
                <ReviewBadge review={employee.review} />
              </td>
              <td>
                <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={() => onRemove(employee)} aria-label={t('team.removeFor', { name: employee.name })}>
                  {t('team.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
