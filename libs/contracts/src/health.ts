export type DependencyState = { status: 'up'; latencyMs: number } | { status: 'down'; error: string };

/** GET /api/health: 200 when both dependencies answer, 503 otherwise. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: DependencyState;
  redis: DependencyState;
  uptimeSeconds: number;
}

/** GET /api/health/live: the process answers. */
export interface LivenessResponse {
  status: 'ok';
  uptimeSeconds: number;
}
