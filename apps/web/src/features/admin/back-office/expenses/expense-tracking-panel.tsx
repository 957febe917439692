import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, EXPENSE_ITEMS, EXPENSE_RANGE_LABELS } from '@prana/catalogue';
import { EXPENSE_RANGES, type ExpenseRange } from '@prana/contracts';
import { formatIdr } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { Panel } from '../../panels/panel.tsx';
import { ActivityLog } from '../shared/activity-log.tsx';
import { signaturesOf } from '../shared/changed-keys.ts';
import { Donut } from '../shared/donut.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import type { BackOfficePanelProps } from '../shared/panel-props.ts';
import { seededText, seedOf } from '../shared/seeded.ts';
import { Segmented } from '../shared/segmented.tsx';
import { useExpenses, useUndoExpenses } from '../api/expenses.ts';
import { useFlash } from '../shared/use-flash.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { AddExpenseModal, AdjustBudgetModal, CreateCategoryModal } from './expense-modals.tsx';
import { CategoryTable, LineItemsTable, type NamedCategory } from './expense-tables.tsx';
import { UndoButton } from '../shared/undo-button.tsx';
import shared from '../shared/back-office.module.css';


type Dialog = { kind: 'add' } | { kind: 'category' } | { kind: 'budget'; category: NamedCategory } | null;

/** Expense tracking: spend against budgets by range, with undo and an activity log. */
export function ExpenseTrackingPanel({ readOnly = false }: BackOfficePanelProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  const [range, setRange] = useState<ExpenseRange>('30d');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const expenses = useExpenses(range);
  const undoExpenses = useUndoExpenses();
  const undo = useSubmit(undoExpenses);
  const data = expenses.data;

  const categories = useMemo<NamedCategory[]>(
    () => (data?.categories ?? []).map((category) => ({ ...category, label: seededText(category.name, seedOf(EXPENSE_CATEGORIES, category.seedKey)?.name, language) })),
    [data, language],
  );
  const items = useMemo(
    () => (data?.items ?? []).map((item) => ({ ...item, label: seededText(item.label, seedOf(EXPENSE_ITEMS, item.seedKey)?.label, language) })),
    [data, language],
  );
  const categoryNames = useMemo(() => new Map(categories.map((category) => [category.id, category.label])), [categories]);
  const categoryFlash = useFlash(data ? signaturesOf(categories, (row) => row.id, (row) => [row.budget, row.spent]) : null);
  const itemFlash = useFlash(data ? signaturesOf(items, (row) => row.id, () => []) : null);

  const toggleHighlight = (id: string) => setHighlighted((current) => (current === id ? null : id));
  const saved = () => setDialog(null);
  const runUndo = () => undoExpenses.mutate();
  const totalSpent = categories.reduce((sum, category) => sum + category.spent, 0);

  const actions = readOnly ? (
    <span className={shared.readOnly}>{t('common.readOnly')}</span>
  ) : (
    <>
      <button type="button" className={`${shared.btn} ${shared.primary}`} onClick={() => setDialog({ kind: 'add' })} disabled={!data}>
        {t('expenses.addLine')}
      </button>
      <button type="button" className={shared.btn} onClick={() => setDialog({ kind: 'category' })} disabled={!data}>
        {t('expenses.newCategory')}
      </button>
      <UndoButton panel="expenses" next={data?.undoNext} pending={undo.pending} onUndo={runUndo} testId="expenses-undo" />
    </>
  );

  return (
    <Panel title={t('expenses.title')} lead={t('expenses.lead')} actions={actions} testId="expense-tracking" wide>
      {undo.error ? (
        <p className={shared.alert} role="alert">
          {undo.error}
        </p>
      ) : null}
      <div className={shared.toolbar}>
        <Segmented
          label={t('expenses.range')}
          options={EXPENSE_RANGES.map((id) => ({ id, label: localize(EXPENSE_RANGE_LABELS[id]) }))}
          value={range}
          onChange={setRange}
          testId="expense-range"
        />
        <button type="button" className={`${shared.btn} ${shared.toolbarEnd}`} onClick={() => setHighlighted(null)} disabled={highlighted === null}>
          {t('expenses.clearHighlight')}
        </button>
      </div>
      {!data ? (
        <PanelState query={expenses} />
      ) : (
        <div className={shared.stack}>
          <div className={shared.split}>
            <section className={shared.stack} aria-label={t('expenses.distribution')}>
              <h4 className={shared.subheading}>{t('expenses.distribution')}</h4>
              <p className={shared.muted}>
                {t('expenses.spentInRange')}: <strong data-testid="expenses-total">{formatIdr(totalSpent, language)}</strong>
              </p>
              {totalSpent === 0 ? (
                <p className={shared.muted}>{t('expenses.distributionEmpty')}</p>
              ) : (
                <>
                  <Donut
                    height={220}
                    label={t('expenses.distribution')}
                    highlighted={highlighted}
                    onSelect={toggleHighlight}
                    testId="expense-donut"
                    slices={categories.map((category) => ({
                      id: category.id,
                      name: category.label,
                      value: category.spent,
                      color: category.color,
                      display: formatIdr(category.spent, language),
                    }))}
                  />
                  <p className={shared.muted}>{t('expenses.highlightHint')}</p>
                </>
              )}
            </section>
            <CategoryTable
              categories={categories}
              highlighted={highlighted}
              flashing={categoryFlash}
              onHighlight={toggleHighlight}
              onAdjust={readOnly ? undefined : (category) => setDialog({ kind: 'budget', category })}
            />
          </div>
          <div className={shared.withLog}>
            <LineItemsTable items={items} categoryNames={categoryNames} highlighted={highlighted} flashing={itemFlash} />
            <ActivityLog panel="expenses" entries={data.activity} />
          </div>
        </div>
      )}
      {data && !readOnly ? (
        <>
          <AddExpenseModal open={dialog?.kind === 'add'} today={data.today} categories={categories.map(({ id, label }) => ({ id, name: label }))} onClose={() => setDialog(null)} onSaved={saved} />
          <CreateCategoryModal open={dialog?.kind === 'category'} onClose={() => setDialog(null)} onSaved={saved} />
          <AdjustBudgetModal category={dialog?.kind === 'budget' ? dialog.category : null} onClose={() => setDialog(null)} onSaved={saved} />
        </>
      ) : null}
    </Panel>
  );
}
