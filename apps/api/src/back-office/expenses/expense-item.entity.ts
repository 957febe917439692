import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BigIntType } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ExpenseCategory } from './expense-category.entity.ts';

/** An expense line. */
@Entity({ tableName: 'expense_items' })
@Check({ name: 'expense_items_amount_check', expression: 'amount > 0' })
@Index({ name: 'expense_items_date_index', properties: ['date'] })
export class ExpenseItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ExpenseCategory, { deleteRule: 'restrict' })
  category: ExpenseCategory;

  @Property({ type: 'string', length: 200 })
  label: string;

  /** Whole IDR, above 0. */
  @Property({ type: new BigIntType('number') })
  amount: number;

  /** Bali calendar date, YYYY-MM-DD. */
  @Property({ type: 'date' })
  date: string;

  @Property({ type: 'string', length: 60, nullable: true, unique: true })
  seedKey: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(category: ExpenseCategory, label: string, amount: number, date: string) {
    this.category = category;
    this.label = label;
    this.amount = amount;
    this.date = date;
  }
}
