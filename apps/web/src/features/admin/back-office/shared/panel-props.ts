/** What every back-office panel takes from the dashboard that mounts it. */
export interface BackOfficePanelProps {
  /**
   * Hide the write controls: the viewer's role (or the previewed tier) lacks the panel's write
   * permission. The server refuses such writes anyway.
   */
  readOnly?: boolean;
}
