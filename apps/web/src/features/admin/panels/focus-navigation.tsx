import { useTranslation } from 'react-i18next';
import { FOCUS_WORKSTREAMS, MASTER_ACCESS_ANCHOR, PREFERRED_WORKSTREAM_LABEL } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { FocusCheckboxes } from '../shell/focus-checkboxes.tsx';
import type { FocusPreferences } from '../shell/focus-preferences.ts';
import { useNotices } from '../shell/notices.tsx';
import { Panel } from './panel.tsx';
import styles from './focus-navigation.module.css';
import { useErrorText } from '../../../lib/error-text.ts';

/**
 * Focus navigation of the master dashboard: the workstream anchors, the chosen ones marked
 * 'Preferred', and the session preference checkboxes that choose them.
 */
export function FocusNavigation({ preferences }: { preferences: FocusPreferences }) {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  const { alert } = useNotices();
  const errorText = useErrorText();

  async function toggle(id: Parameters<FocusPreferences['toggle']>[0]) {
    const failure = await preferences.toggle(id);
    if (failure) alert(t('focus.saveError', { error: errorText(failure) }));
  }

  return (
    <Panel title={t('focus.title')} lead={t('focus.lead')} testId="focus-navigation" wide>
      <nav aria-label={t('focus.title')}>
        <ul className={styles.anchors}>
          {FOCUS_WORKSTREAMS.map((workstream) => {
            const preferred = preferences.focus.includes(workstream.id);
            return (
              <li key={workstream.id}>
                <a href={workstream.anchor} className={styles.anchor} data-preferred={preferred} data-testid={`focus-anchor-${workstream.id}`}>
                  {localize(workstream.label)}
                  {preferred ? <span className={styles.preferred}>{localize(PREFERRED_WORKSTREAM_LABEL)}</span> : null}
                </a>
              </li>
            );
          })}
          <li>
            <a href={MASTER_ACCESS_ANCHOR} className={styles.anchor}>
              {t('focus.access')}
            </a>
          </li>
        </ul>
      </nav>
      <FocusCheckboxes legend={t('focus.preferencesLegend')} focus={preferences.focus} onToggle={(id) => void toggle(id)} disabled={preferences.saving} />
    </Panel>
  );
}
