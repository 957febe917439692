import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { BackOfficePanelProps } from './shared/panel-props.ts';
import { PanelLoading } from './shared/panel-loading.tsx';

// The back-office panels the dashboards mount, and the team page. The panels load on
// demand, so the charts library is not part of every dashboard's first download.

function deferred(load: () => Promise<ComponentType<BackOfficePanelProps>>): ComponentType<BackOfficePanelProps> {
  const Panel = lazy(async () => ({ default: await load() }));
  return function DeferredPanel(props: BackOfficePanelProps) {
    return createElement(Suspense, { fallback: createElement(PanelLoading) }, createElement(Panel, props));
  };
}

export const FinancialIntelligencePanel = deferred(async () => (await import('./finance/financial-intelligence-panel.tsx')).FinancialIntelligencePanel);
export const ExpenseTrackingPanel = deferred(async () => (await import('./expenses/expense-tracking-panel.tsx')).ExpenseTrackingPanel);
export const MaintenancePlannerPanel = deferred(async () => (await import('./maintenance/maintenance-planner-panel.tsx')).MaintenancePlannerPanel);
export const NightlyPricingPanel = deferred(async () => (await import('./pricing/nightly-pricing-panel.tsx')).NightlyPricingPanel);
export const AccessPanel = deferred(async () => (await import('./access/access-panel.tsx')).AccessPanel);
export { TeamPage } from './team/team-page.tsx';
export type { BackOfficePanelProps };
