import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustBudgetBody, CreateExpenseBody, CreateExpenseCategoryBody, ExpenseCategoryResponse } from '@prana/contracts';
import { useAddExpense, useAdjustBudget, useCreateCategory } from '../api/expenses.ts';
import { FormField } from '../shared/form-field.tsx';
import { amountFrom } from '../shared/form-values.ts';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { useSubmit, type Submit } from '../shared/use-submit.ts';
import shared from '../shared/back-office.module.css';
import { ModalActions } from '../../../../components/modal-actions.tsx';

/** A category as the forms list it: its id and its name in the chosen language. */
export interface CategoryOption {
  id: string;
  name: string;
}

function FormFooter({ submit, label, onCancel }: { submit: Submit; label: string; onCancel: () => void }) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalActions className={shared.formActions} cancelClassName={shared.btn} onCancel={onCancel} cancelLabel={t('common.cancel')}>
      <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
        {submit.pending ? t('common.saving') : label}
      </button>
    </ModalActions>
  );
}

function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={shared.alert} role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}

interface AddExpenseProps {
  open: boolean;
  today: string;
  categories: readonly CategoryOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add expense line: category, description, amount (whole IDR above 0) and a date that defaults to today. */
export function AddExpenseModal({ open, today, categories, onClose, onSaved }: AddExpenseProps) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalDialog open={open} title={t('expenses.addTitle')} onClose={onClose} testId="add-expense-modal">
      <AddExpenseForm today={today} categories={categories} onClose={onClose} onSaved={onSaved} />
    </ModalDialog>
  );
}

function AddExpenseForm({ today, categories, onClose, onSaved }: Omit<AddExpenseProps, 'open'>) {
  const { t } = useTranslation('backOffice');
  const addExpense = useAddExpense();
  const submit = useSubmit(addExpense);
  const [values, setValues] = useState({ categoryId: categories[0]?.id ?? '', description: '', amount: '', date: today });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Partial<CreateExpenseBody> = {
      categoryId: values.categoryId,
      description: values.description,
      amount: amountFrom(values.amount),
      date: values.date || undefined,
    };
    addExpense.mutate(body, { onSuccess: onSaved });
  };

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={submit.formError(['categoryId', 'description', 'amount', 'date'])} />
      <FormField label={t('labels.category')} error={submit.fields.categoryId}>
        {(control) => (
          <select {...control} className={shared.select} value={values.categoryId} onChange={set('categoryId')} name="categoryId">
            <option value="">{t('expenses.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('labels.description')} error={submit.fields.description}>
        {(control) => <input {...control} className={shared.input} value={values.description} onChange={set('description')} name="description" maxLength={200} />}
      </FormField>
      <div className={shared.formRow}>
        <FormField label={t('expenses.amountIdr')} error={submit.fields.amount}>
          {(control) => (
            <input {...control} className={shared.input} type="number" inputMode="numeric" min={1} step={1} value={values.amount} onChange={set('amount')} name="amount" />
          )}
        </FormField>
        <FormField label={t('labels.date')} error={submit.fields.date} hint={t('expenses.dateHint')}>
          {(control) => <input {...control} className={shared.input} type="date" max={today} value={values.date} onChange={set('date')} name="date" />}
        </FormField>
      </div>
      <FormFooter submit={submit} label={t('expenses.addSubmit')} onCancel={onClose} />
    </form>
  );
}

interface CreateCategoryProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Create category: a name and a monthly budget (whole IDR above 0). */
export function CreateCategoryModal({ open, onClose, onSaved }: CreateCategoryProps) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalDialog open={open} title={t('expenses.createTitle')} onClose={onClose} testId="create-category-modal">
      <CreateCategoryForm onClose={onClose} onSaved={onSaved} />
    </ModalDialog>
  );
}

function CreateCategoryForm({ onClose, onSaved }: Omit<CreateCategoryProps, 'open'>) {
  const { t } = useTranslation('backOffice');
  const createCategory = useCreateCategory();
  const submit = useSubmit(createCategory);
  const [name, setName] = useState('');
  const [budget, setBudget] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Partial<CreateExpenseCategoryBody> = { name, budget: amountFrom(budget) };
    createCategory.mutate(body, { onSuccess: onSaved });
  };

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={submit.formError(['name', 'budget'])} />
      <FormField label={t('labels.categoryName')} error={submit.fields.name}>
        {(control) => <input {...control} className={shared.input} value={name} onChange={(event) => setName(event.target.value)} name="name" maxLength={80} />}
      </FormField>
      <FormField label={t('expenses.monthlyBudget')} error={submit.fields.budget}>
        {(control) => (
          <input {...control} className={shared.input} type="number" inputMode="numeric" min={1} step={1} value={budget} onChange={(event) => setBudget(event.target.value)} name="budget" />
        )}
      </FormField>
      <FormFooter submit={submit} label={t('expenses.createSubmit')} onCancel={onClose} />
    </form>
  );
}

interface AdjustBudgetProps {
  category: (ExpenseCategoryResponse & { label: string }) | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adjust budget: the category name is read only; the new budget is whole IDR above 0. */
export function AdjustBudgetModal({ category, onClose, onSaved }: AdjustBudgetProps) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalDialog open={category !== null} title={t('expenses.adjustTitle')} onClose={onClose} testId="adjust-budget-modal">
      {category ? <AdjustBudgetForm category={category} onClose={onClose} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

function AdjustBudgetForm({ category, onClose, onSaved }: AdjustBudgetProps & { category: ExpenseCategoryResponse & { label: string } }) {
  const { t } = useTranslation('backOffice');
  const adjustBudget = useAdjustBudget();
  const submit = useSubmit(adjustBudget);
  const [budget, setBudget] = useState(String(category.budget));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Partial<AdjustBudgetBody> = { budget: amountFrom(budget) };
    adjustBudget.mutate({ id: category.id, body }, { onSuccess: onSaved });
  };

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={submit.formError(['budget'])} />
      <FormField label={t('labels.category')}>
        {(control) => <input {...control} className={shared.input} value={category.label} readOnly />}
      </FormField>
      <FormField label={t('expenses.newBudget')} error={submit.fields.budget}>
        {(control) => (
          <input {...control} className={shared.input} type="number" inputMode="numeric" min={1} step={1} value={budget} onChange={(event) => setBudget(event.target.value)} name="budget" />
        )}
      </FormField>
      <FormFooter submit={submit} label={t('expenses.adjustSubmit')} onCancel={onClose} />
    </form>
  );
}
