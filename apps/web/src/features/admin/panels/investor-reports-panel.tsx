import { useTranslation } from 'react-i18next';
import { formatIdr, formatMonth, formatPercent } from '@prana/domain';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { statementFilePath, useStatements } from '../api/statements.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './investor-reports-panel.module.css';

/** The monthly shareholder statements, newest first, each downloadable as PDF and CSV in the reader's language. */
export function InvestorReports() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const errorText = useErrorText();
  const query = useStatements();
  const statements = query.data?.statements;

  return (
    <Panel title={t('reports.title')} lead={t('reports.lead')} testId="investor-reports">
      {statements ? (
        statements.length === 0 ? (
          <p className={tables.empty}>{t('reports.empty')}</p>
        ) : (
          <ul className={tables.list}>
            {statements.map((statement) => {
              const month = formatMonth(statement.month, language);
              const { group } = statement;
              return (
                <li key={statement.id} data-testid="statement" data-month={statement.month}>
                  <span>
                    <strong>{month}</strong>
                    <span className={tables.sub}>
                      {t('reports.summary', {
                        nights: group.nightsSold,
                        occupancy: formatPercent(group.occupancy, 1, language),
                        net: group.net === null ? '–' : formatIdr(group.net, language),
                      })}
                    </span>
                  </span>
                  <span className={styles.downloads}>
                    <a className="button button-quiet" href={statementFilePath(statement.id, 'pdf', language)} download aria-label={t('reports.downloadPdf', { month })}>
                      PDF
                    </a>
                    <a className="button button-quiet" href={statementFilePath(statement.id, 'csv', language)} download aria-label={t('reports.downloadCsv', { month })}>
                      CSV
                    </a>
                  </span>
                </li>
              );
            })}
          </ul>
        )
      ) : query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : (
        <p className={tables.sub}>{t('reports.loading')}</p>
      )}
    </Panel>
  );
}
