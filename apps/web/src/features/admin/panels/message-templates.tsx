import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEMPLATES } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { useNotices } from '../shell/notices.tsx';
import { fillTemplate } from './fill-template.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './message-templates.module.css';

/** Quick replies (message templates), filled in and copied for the chat line. */
export function MessageTemplates() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  const { toast, alert } = useNotices();
  const [guest, setGuest] = useState('');
  const [time, setTime] = useState('');

  async function copy(title: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast({ tone: 'success', title: t('templates.copied', { title }) });
    } catch {
      alert(t('templates.copyError'));
    }
  }

  return (
    <Panel title={t('templates.title')} lead={t('templates.lead')} testId="message-templates">
      <div className={styles.fill}>
        <label>
          <span>{t('templates.guest')}</span>
          <input value={guest} onChange={(event) => setGuest(event.target.value)} maxLength={80} />
        </label>
        <label>
          <span>{t('templates.time')}</span>
          <input value={time} onChange={(event) => setTime(event.target.value)} maxLength={20} placeholder="18:00" />
        </label>
      </div>
      <ul className={tables.list}>
        {MESSAGE_TEMPLATES.map((template) => {
          const title = localize(template.title);
          const text = fillTemplate(localize(template.body), { guest, time });
          return (
            <li key={template.id} className={styles.item}>
              <span className={styles.text}>
                <strong>{title}</strong>
                <span className={styles.body}>{text}</span>
              </span>
              <button type="button" className={styles.copy} onClick={() => void copy(title, text)} aria-label={t('templates.copyLabel', { title })}>
                {t('templates.copy')}
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
