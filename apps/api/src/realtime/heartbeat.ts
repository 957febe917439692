/**
 * Socket.IO heartbeat: together under 5 s, so a dropped socket is noticed by both sides quickly (a
 * lost connection shows as "Reconnecting…" within 5 s). A few bytes per socket every 2 s.
 * The live bench's baselines use the same, so they keep the same promise to the same clients.
 */
export const SOCKET_HEARTBEAT = { pingInterval: 2_000, pingTimeout: 2_500 } as const;
