import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { EMPLOYEE_SEEDS, EXPENSE_CATEGORIES, EXPENSE_ITEMS, MAINTENANCE_TASKS, demoFinancialYears } from '@prana/catalogue';
import { todayInBali } from '@prana/domain';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { seedBackOffice } from '../../apps/api/src/back-office/back-office.seed.ts';
import { Employee } from '../../apps/api/src/back-office/team/employee.entity.ts';
import { ExpenseCategory } from '../../apps/api/src/back-office/expenses/expense-category.entity.ts';
import { testEnv } from '../support/env.ts';

const TABLES = ['financial_records', 'expense_categories', 'expense_items', 'maintenance_tasks', 'employees'] as const;

describe('back-office seed', () => {
  let orm: MikroORM;
  const counts = async () => {
    const connection = orm.em.getConnection();
    const entries = await Promise.all(
      TABLES.map(async (table) => {
        // Seeded rows carry a seed key; the monthly records are seed-only.
        const where = table === 'financial_records' ? '' : ' where seed_key is not null';
        const [row] = await connection.execute<{ count: string }[]>(`select count(*) from ${table}${where}`);
        return [table, Number(row!.count)] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions({ databaseUrl: testEnv.DATABASE_URL, env: 'test' }, ENTITIES));
  });
  afterAll(() => orm.close(true));

  it('seeded the catalogue content once: imported months for every whole year from 2022 to last year, categories, lines, tasks and six teammates', async () => {
    const year = Number(todayInBali(new Date()).slice(0, 4));
    expect(demoFinancialYears(todayInBali(new Date())).flatMap((entry) => entry.months)).toHaveLength((year - 2022) * 12);
    expect(await counts()).toEqual({
      financial_records: (year - 2022) * 12,
      expense_categories: EXPENSE_CATEGORIES.length,
      expense_items: EXPENSE_ITEMS.length,
      maintenance_tasks: MAINTENANCE_TASKS.length,
      employees: EMPLOYEE_SEEDS.length,
    });
  });

  it('is idempotent, keeps what people changed, and does not bring back a removed teammate', async () => {
    const em = orm.em.fork();
    const wages = await em.findOneOrFail(ExpenseCategory, { seedKey: 'staff-wages' });
    const budget = wages.budget;
    const kadek = await em.findOneOrFail(Employee, { seedKey: 'emp-kadek-dewi' });
    wages.budget = budget + 1;
    kadek.removedAt = new Date();
    await em.flush();
    try {
      const before = await counts();
      await orm.em.fork().transactional((tx) => seedBackOffice(tx));
      await orm.em.fork().transactional((tx) => seedBackOffice(tx));
      expect(await counts()).toEqual(before);
      const check = orm.em.fork();
      expect((await check.findOneOrFail(ExpenseCategory, { seedKey: 'staff-wages' })).budget).toBe(budget + 1);
      expect((await check.findOneOrFail(Employee, { seedKey: 'emp-kadek-dewi' })).removedAt).not.toBeNull();
    } finally {
      wages.budget = budget;
      kadek.removedAt = null;
      await em.flush();
    }
  });
});
