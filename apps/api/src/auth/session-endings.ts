import type { SessionEndedPayload } from '@prana/contracts';

/**
 * Told after session rows were deleted (a sign-out here; suspension, a role change or a removal
 * elsewhere): every process drops its cached sessions, and the sockets in `room` hear
 * `session.ended` and close. Realtime provides it (RealtimeService), since it reaches every process
 * and socket; auth only says that sessions ended.
 */
export abstract class SessionEndings {
  abstract endSessions(room: string, reason: SessionEndedPayload['reason']): Promise<void>;
}
