import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BigIntType } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An expense category with its monthly budget. */
@Entity({ tableName: 'expense_categories' })
@Check({ name: 'expense_categories_budget_check', expression: 'budget > 0' })
export class ExpenseCategory {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 80 })
  name: string;

  /** Chart colour, #rrggbb. */
  @Property({ type: 'string', length: 9 })
  color: string;

  /** Monthly budget, whole IDR. */
  @Property({ type: new BigIntType('number') })
  budget: number;

  /** Catalogue id of a seeded category (keeps the seed idempotent and its name translatable). */
  @Property({ type: 'string', length: 60, nullable: true, unique: true })
  seedKey: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(name: string, color: string, budget: number) {
    this.name = name;
    this.color = color;
    this.budget = budget;
  }
}
