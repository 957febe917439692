import { describe, expect, it } from 'vitest';
import { assigneeChoices, byPriority, priorityTone } from './maintenance-order.ts';

describe('byPriority', () => {
  it('orders overdue, due soon, scheduled, completed, then soonest first', () => {
    const tasks = [
      { task: 'Roof', priority: 'scheduled', dueInDays: 90 },
      { task: 'Pool', priority: 'overdue', dueInDays: -3 },
      { task: 'Gas', priority: 'completed', dueInDays: 120 },
      { task: 'AC', priority: 'dueSoon', dueInDays: 20 },
      { task: 'Drain', priority: 'overdue', dueInDays: -10 },
      { task: 'Garden', priority: 'scheduled', dueInDays: null },
      { task: 'Alarm', priority: 'dueSoon', dueInDays: 2 },
    ] as const;
    expect(byPriority(tasks).map((task) => task.task)).toEqual(['Drain', 'Pool', 'Alarm', 'AC', 'Roof', 'Garden', 'Gas']);
  });
});

describe('assigneeChoices', () => {
  it('adds a current assignee who is no longer on the list, once', () => {
    expect(assigneeChoices(['Ayu', 'External vendor'], 'Wayan')).toEqual(['Ayu', 'External vendor', 'Wayan']);
    expect(assigneeChoices(['Ayu', 'External vendor'], 'Ayu')).toEqual(['Ayu', 'External vendor']);
    expect(assigneeChoices(['Ayu'], null)).toEqual(['Ayu']);
  });
});

describe('priorityTone', () => {
  it('gives each priority its badge colour', () => {
    expect(['overdue', 'dueSoon', 'scheduled', 'completed'].map((priority) => priorityTone(priority as never))).toEqual(['danger', 'warn', 'muted', 'ok']);
  });
});
