import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';

describe('fillTemplate', () => {
  it('fills the guest and time, and keeps a placeholder that is still blank', () => {
    expect(fillTemplate('Thank you, {guest}. At {time}, {guest}.', { guest: ' Dewi ', time: '' })).toBe('Thank you, Dewi. At {time}, Dewi.');
    expect(fillTemplate('No placeholders.', { guest: 'x', time: 'y' })).toBe('No placeholders.');
  });
});
