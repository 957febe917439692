import type { StaffRole } from '@prana/contracts';
import type { PageKey } from '../../lib/i18n/resources.ts';

/** The dashboard title of each access tier. */
export const DASHBOARD_PAGES: Readonly<Record<StaffRole, PageKey>> = {
  master: 'adminMaster',
  investor: 'adminInvestor',
  manager: 'adminManager',
  staff: 'adminStaff',
};
