import { useTranslation } from 'react-i18next';
import { CATALOGUE_ITEM_STATUS_LABELS, SERVICE_CATALOGUE_ITEMS, type CatalogueItemStatus } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

const STATUS_TONES: Record<CatalogueItemStatus, 'ok' | 'warn' | undefined> = { live: 'ok', updating: 'warn', draft: undefined };

/** Service catalogue status table of the operations panel. */
export function ServiceCatalogueTable() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('operations.catalogueTitle')} testId="service-catalogue">
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('operations.catalogue')}</th>
              <th scope="col">{t('operations.owner')}</th>
              <th scope="col" className={tables.numeric}>
                {t('operations.items')}
              </th>
              <th scope="col">{t('operations.status')}</th>
            </tr>
          </thead>
          <tbody>
            {SERVICE_CATALOGUE_ITEMS.map((item) => (
              <tr key={item.id}>
                <td>
                  {localize(item.name)}
                  <span className={tables.sub}>{localize(item.note)}</span>
                </td>
                <td>{localize(item.owner)}</td>
                <td className={tables.numeric}>{item.itemCount}</td>
                <td>
                  <span className={tables.chip} data-tone={STATUS_TONES[item.status]}>
                    {localize(CATALOGUE_ITEM_STATUS_LABELS[item.status])}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
