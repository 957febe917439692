/** A delivery channel's health: whether it is set up, and what its last sends did. */
export interface DeliveryChannelStatus {
  /** Web Push: VAPID keys set; email: SMTP_URL set. */
  configured: boolean;
  /** ISO 8601 instants; null when none yet. */
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** Failed attempts since the last delivery (each retry counts). */
  failuresSinceSuccess: number;
}

/** GET /api/integration-status: Web Push and email from their sends; card payments are not connected to any provider. */
export interface IntegrationStatusResponse {
  push: DeliveryChannelStatus;
  email: DeliveryChannelStatus;
  payments: { connected: false };
}
