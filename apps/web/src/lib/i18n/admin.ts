import type { Texts } from './texts.ts';

/** The admin namespace: English, then Bahasa Indonesia with the same keys. */
export const adminEn = {
  shell: {
    title: 'Prana Operations',
    navLabel: 'Back office sections',
    signedInAs: '{{name}}, {{role}}',
  },
  roles: {
    master: 'Master',
    investor: 'Investor',
    manager: 'Manager',
    staff: 'Staff',
  },
};

export const adminId: Texts<typeof adminEn> = {
  shell: {
    title: 'Operasional Prana',
    navLabel: 'Bagian kantor belakang',
    signedInAs: '{{name}}, {{role}}',
  },
  roles: {
    master: 'Master',
    investor: 'Investor',
    manager: 'Manajer',
    staff: 'Staf',
  },
};
