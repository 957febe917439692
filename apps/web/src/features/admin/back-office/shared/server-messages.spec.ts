import { describe, expect, it } from 'vitest';
import { backOfficeEn, backOfficeId } from '../../../../lib/i18n/back-office.ts';
import { describeServerMessage, localizeServerMessage, type MessageTranslator } from './server-messages.ts';

function translator(texts: typeof backOfficeEn): MessageTranslator {
  return {
    message: (key, values) => texts.serverErrors[key].replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? `{{${name}}}`),
    label: (key) => texts.labels[key],
  };
}

// Messages the api sends for the back office, word for word.
const API_MESSAGES = [
  'Description is required.',
  'Category name is required.',
  'Amount must be a whole number of rupiah greater than 0.',
  'Budget must be a whole number of rupiah greater than 0.',
  'Recurrence (months) must be a whole number of at least 1.',
  'Recurrence (months) must be at most 120.',
  'Task must be at most 200 characters.',
  'Date must be a real date in YYYY-MM-DD form.',
  'Start date must be on or after 1900-01-01.',
  'Last review cannot be in the future.',
  'Notes must be text.',
  'A category named "Marketing" already exists.',
  'The username "ayu" is taken.',
  'The investor role cannot do this (expenses.write).',
  'Enter a full name and email to send the invite.',
  'Enter a valid email address.',
  'An account with this email already exists.',
  'Nothing to undo.',
  'Choose a role from the list.',
  'Choose a department from the list.',
  'Choose one of the expense categories.',
  'Choose an assignee from the list, or leave the task unassigned.',
  'Choose a password of 10 to 200 characters.',
  'This invitation link is not valid or has expired. Ask a master for a new one.',
  'This account is suspended. Ask a master to reinstate it.',
  'You cannot suspend your own account.',
  'Sign in as staff to continue.',
];

describe('server messages', () => {
  it('recognises every back-office message, and the English templates repeat it word for word', () => {
    for (const message of API_MESSAGES) {
      expect(describeServerMessage(message), message).not.toBeNull();
      expect(localizeServerMessage(message, translator(backOfficeEn))).toBe(message);
    }
  });

  it('says them in Bahasa Indonesia, with the field label translated', () => {
    const id = translator(backOfficeId);
    expect(localizeServerMessage('Description is required.', id)).toBe('Deskripsi wajib diisi.');
    expect(localizeServerMessage('Amount must be a whole number of rupiah greater than 0.', id)).toBe(
      'Jumlah harus berupa bilangan bulat rupiah lebih dari 0.',
    );
    expect(localizeServerMessage('Recurrence (months) must be a whole number of at least 1.', id)).toBe(
      'Pengulangan (bulan) harus berupa bilangan bulat minimal 1.',
    );
    expect(localizeServerMessage('A category named "Marketing" already exists.', id)).toBe('Kategori bernama "Marketing" sudah ada.');
    expect(localizeServerMessage('Enter a full name and email to send the invite.', id)).toBe('Masukkan nama lengkap dan email untuk mengirim undangan.');
  });

  it('keeps messages it does not know, and sentences about a label it cannot translate, as they came', () => {
    const id = translator(backOfficeId);
    expect(localizeServerMessage('Request failed with status 502', id)).toBe('Request failed with status 502');
    expect(localizeServerMessage('Unknown field: colour.', id)).toBe('Unknown field: colour.');
    expect(describeServerMessage('Colour is required.')).toBeNull();
    expect(localizeServerMessage('Colour is required.', id)).toBe('Colour is required.');
  });
});
