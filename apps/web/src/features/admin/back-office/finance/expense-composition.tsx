import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES } from '@prana/catalogue';
import { formatIdr } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useExpenseComposition } from '../api/finance.ts';
import { Donut } from '../shared/donut.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import { seededText, seedOf } from '../shared/seeded.ts';
import shared from '../shared/back-office.module.css';

/** The expense composition donut with its legend: each category's share of all spend. */
export function ExpenseComposition() {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const composition = useExpenseComposition();
  const data = composition.data;
  return (
    <section className={shared.stack} aria-label={t('finance.compositionTitle')} data-testid="expense-composition">
      <h4 className={shared.subheading}>{t('finance.compositionTitle')}</h4>
      {!data ? (
        <PanelState query={composition} />
      ) : data.total === 0 ? (
        <p className={shared.muted}>{t('finance.compositionEmpty')}</p>
      ) : (
        <>
          <p className={shared.muted}>
            {t('common.total')}: {formatIdr(data.total, language)}
          </p>
          <Donut
            height={240}
            label={t('finance.compositionTitle')}
            slices={data.slices.map((slice) => ({
              id: slice.categoryId,
              name: seededText(slice.name, seedOf(EXPENSE_CATEGORIES, slice.seedKey)?.name, language),
              value: slice.amount,
              color: slice.color,
              display: `${slice.share}%`,
            }))}
          />
        </>
      )}
    </section>
  );
}
