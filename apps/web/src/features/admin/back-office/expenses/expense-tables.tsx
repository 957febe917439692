import { useTranslation } from 'react-i18next';
import type { ExpenseCategoryResponse, ExpenseItemResponse } from '@prana/contracts';
import { formatDate, formatIdr } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import tables from '../../../../components/data-table.module.css';
import shared from '../shared/back-office.module.css';

/** A category with its name in the chosen language. */
export type NamedCategory = ExpenseCategoryResponse & { label: string };

interface CategoryTableProps {
  categories: readonly NamedCategory[];
  highlighted: string | null;
  flashing: ReadonlySet<string>;
  onHighlight: (id: string) => void;
  /** Absent when the viewer cannot write: no Adjust budget link. */
  onAdjust?: (category: NamedCategory) => void;
}

/** Category performance: Category, Budget, Spent, Variance and an Adjust budget link. */
export function CategoryTable({ categories, highlighted, flashing, onHighlight, onAdjust }: CategoryTableProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  return (
    <section className={shared.stack} aria-label={t('expenses.performance')}>
      <h4 className={shared.subheading}>{t('expenses.performance')}</h4>
      <div className={`${tables.scroll} ${shared.denseTable}`} data-testid="expense-categories-frame">
        <table className={tables.table} data-testid="expense-categories">
          <thead>
            <tr>
              <th scope="col">{t('labels.category')}</th>
              <th scope="col" className={tables.numeric}>
                {t('expenses.budget')}
              </th>
              <th scope="col" className={tables.numeric}>
                {t('expenses.spent')}
              </th>
              <th scope="col" className={tables.numeric}>
                {t('expenses.variance')}
              </th>
              {onAdjust ? (
                <th scope="col">
                  <span className="visually-hidden">{t('expenses.adjustBudget')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr
                key={category.id}
                className={[highlighted === category.id ? shared.highlighted : '', flashing.has(category.id) ? shared.flash : ''].join(' ')}
                data-testid="expense-category-row"
                data-category={category.label}
                data-highlighted={highlighted === category.id}
              >
                <td className={shared.nowrap}>
                  <button type="button" className={shared.rowButton} aria-pressed={highlighted === category.id} onClick={() => onHighlight(category.id)}>
                    <span className={shared.swatch} style={{ background: category.color }} aria-hidden="true" />
                    {category.label}
                  </button>
                </td>
                <td className={tables.numeric}>{formatIdr(category.budget, language)}</td>
                <td className={tables.numeric} data-testid="category-spent">
                  {formatIdr(category.spent, language)}
                </td>
                <td className={`${tables.numeric} ${category.variance < 0 ? shared.negative : ''}`}>
                  {formatIdr(category.variance, language)}
                  {category.variance < 0 ? <span className="visually-hidden"> ({t('expenses.overBudget')})</span> : null}
                </td>
                {onAdjust ? (
                  <td className={shared.nowrap}>
                    <button type="button" className={shared.link} onClick={() => onAdjust(category)} aria-label={t('expenses.adjustBudgetFor', { category: category.label })}>
                      {t('expenses.adjustBudget')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface LineItemsProps {
  items: readonly (ExpenseItemResponse & { label: string })[];
  categoryNames: ReadonlyMap<string, string>;
  highlighted: string | null;
  flashing: ReadonlySet<string>;
}

/** The line items of the range, newest first. */
export function LineItemsTable({ items, categoryNames, highlighted, flashing }: LineItemsProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  return (
    <section className={shared.stack} aria-label={t('expenses.lines')}>
      <h4 className={shared.subheading}>{t('expenses.lines')}</h4>
      {items.length === 0 ? (
        <p className={tables.empty}>{t('expenses.linesEmpty')}</p>
      ) : (
        <div className={tables.scroll} style={{ maxHeight: 320 }}>
          <table className={tables.table} data-testid="expense-lines">
            <thead>
              <tr>
                <th scope="col">{t('labels.date')}</th>
                <th scope="col">{t('labels.description')}</th>
                <th scope="col">{t('labels.category')}</th>
                <th scope="col" className={tables.numeric}>
                  {t('labels.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr
                  key={item.id}
                  className={[highlighted === item.categoryId ? shared.highlighted : '', flashing.has(item.id) ? shared.flash : ''].join(' ')}
                  data-testid="expense-line-row"
                >
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.date, language)}</td>
                  <td>{item.label}</td>
                  <td>{categoryNames.get(item.categoryId) ?? ''}</td>
                  <td className={tables.numeric}>{formatIdr(item.amount, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
