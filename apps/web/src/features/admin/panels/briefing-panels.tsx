import { useTranslation } from 'react-i18next';
import { CREW_SCHEDULE } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** The crew's day on the staff briefing (catalogue sample schedule). */
export function CrewSchedule() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('crew.title')} testId="crew-schedule">
      <ul className={tables.list}>
        {CREW_SCHEDULE.map((item) => (
          <li key={item.id}>
            <span>
              <strong>{localize(item.title)}</strong>
              <span className={tables.sub}>
                {item.crew} · {localize(item.location)}
              </span>
            </span>
            <span className={tables.numeric}>{item.time}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
