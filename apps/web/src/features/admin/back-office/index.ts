// The back-office panels (issue 7) the dashboards mount, and the team page.
export { FinancialIntelligencePanel } from './finance/financial-intelligence-panel.tsx';
export { ExpenseTrackingPanel } from './expenses/expense-tracking-panel.tsx';
export { MaintenancePlannerPanel } from './maintenance/maintenance-planner-panel.tsx';
export { AccessPanel } from './access/access-panel.tsx';
export { TeamPage } from './team/team-page.tsx';
export type { BackOfficePanelProps } from './shared/panel-props.ts';
