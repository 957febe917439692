import { useTranslation } from 'react-i18next';
import { CONTENT_PIPELINE, MEDIA_LIBRARY } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './content-panels.module.css';

/** The content pipeline by stage: Drafting, Review, Scheduled (sample items from the catalogue). */
export function ContentPipeline() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('content.pipelineTitle')} testId="content-pipeline" wide>
      <div className={styles.stages}>
        {CONTENT_PIPELINE.map((stage) => (
          <div key={stage.stage} className={styles.stage}>
            <h4 className={styles.stageTitle}>
              {localize(stage.label)} <span className={tables.chip}>{stage.items.length}</span>
            </h4>
            <ul className={tables.list}>
              {stage.items.map((item) => (
                <li key={item.id}>
                  <span>
                    <strong>{localize(item.title)}</strong>
                    <span className={tables.sub}>
                      {localize(item.channel)} · {item.owner}
                    </span>
                  </span>
                  <span className={tables.sub}>{localize(item.due)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Panel>
  );
}

/** The media library folders (sample items from the catalogue). */
export function MediaLibrary() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('content.mediaTitle')} testId="media-library" wide>
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('content.folder')}</th>
              <th scope="col">{t('content.kind')}</th>
              <th scope="col" className={tables.numeric}>
                {t('content.files')}
              </th>
              <th scope="col">{t('content.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {MEDIA_LIBRARY.map((item) => (
              <tr key={item.id}>
                <td>{localize(item.title)}</td>
                <td>{t(`content.kinds.${item.kind}`)}</td>
                <td className={tables.numeric}>{item.count}</td>
                <td>{localize(item.updated)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
