import { useTranslation } from 'react-i18next';
import { mediaLibrary } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useOfferings } from '../back-office/api/offerings.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './content-panels.module.css';

/** How many publications the pipeline lists. */
const PUBLICATIONS_SHOWN = 5;

/**
 * The content pipeline of the service catalogue: the drafts waiting for master, and the latest
 * publications (from the catalogue's activity log).
 */
export function ContentPipeline() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const errorText = useErrorText();
  const query = useOfferings();
  const data = query.data;
  if (!data) {
    return (
      <Panel title={t('content.pipelineTitle')} testId="content-pipeline" wide>
        {query.isError ? <p role="alert">{errorText(query.error)}</p> : <p className={tables.sub}>{t('catalogue.loading')}</p>}
      </Panel>
    );
  }
  const drafts = data.items.filter((item) => item.draft !== null);
  const publications = data.activity.filter((entry) => entry.action === 'offering.published').slice(0, PUBLICATIONS_SHOWN);
  return (
    <Panel title={t('content.pipelineTitle')} testId="content-pipeline" wide>
      <div className={styles.stages}>
        <div className={styles.stage} data-testid="pipeline-drafts">
          <h4 className={styles.stageTitle}>
            {t('content.drafts')} <span className={tables.chip}>{drafts.length}</span>
          </h4>
          {drafts.length === 0 ? (
            <p className={tables.sub}>{t('content.noDrafts')}</p>
          ) : (
            <ul className={tables.list}>
              {drafts.map((item) => (
                <li key={item.id}>
                  <span>
                    <strong>{dates.language === 'id' ? item.draft!.nameId : item.draft!.nameEn}</strong>
                    <span className={tables.sub}>
                      {t(`catalogue.sections.${item.section}`)} · {item.draftBy ?? '—'}
                    </span>
                  </span>
                  <span className={tables.sub}>{item.draftUpdatedAt ? dates.dateTime(item.draftUpdatedAt) : ''}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.stage} data-testid="pipeline-published">
          <h4 className={styles.stageTitle}>{t('content.published')}</h4>
          {publications.length === 0 ? (
            <p className={tables.sub}>{t('content.noPublications')}</p>
          ) : (
            <ul className={tables.list}>
              {publications.map((entry) => (
                <li key={entry.id}>
                  <span>
                    <strong>{t('content.publishedChanges', { count: Number(entry.details.count) })}</strong>
                    <span className={tables.sub}>{entry.actorName ?? '—'}</span>
                  </span>
                  <span className={tables.sub}>{dates.dateTime(entry.timestamp)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Panel>
  );
}

/** The catalogue's images as the build renders them, folder by folder, and where each folder shows. */
export function MediaLibrary() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('content.mediaTitle')} lead={t('content.mediaLead')} testId="media-library" wide>
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('content.folder')}</th>
              <th scope="col">{t('content.usedOn')}</th>
              <th scope="col" className={tables.numeric}>
                {t('content.images')}
              </th>
              <th scope="col" className={tables.numeric}>
                {t('content.files')}
              </th>
            </tr>
          </thead>
          <tbody>
            {mediaLibrary().map((folder) => (
              <tr key={folder.id}>
                <td>{localize(folder.title)}</td>
                <td>{localize(folder.usedOn)}</td>
                <td className={tables.numeric}>{folder.images}</td>
                <td className={tables.numeric}>{folder.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
