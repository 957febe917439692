import type { VillaResponse } from '@prana/contracts';

/** The rental-platform row of the integration panel, from each villa's last real pull. */
type RentalSyncStatus =
  /** The villas are not loaded yet (or the api did not say). */
  | { state: 'unknown' }
  | { state: 'pending' }
  | { state: 'attention'; linked: number; failing: number; conflicts: number; lastSyncedAt: string | null }
  | { state: 'connected'; linked: number; lastSyncedAt: string | null };

export function rentalSyncStatus(villas: readonly VillaResponse[] | undefined): RentalSyncStatus {
  if (!villas) return { state: 'unknown' };
  const linked = villas.filter((villa) => villa.hasAirbnbFeed);
  if (linked.length === 0) return { state: 'pending' };
  const calendars = linked.map((villa) => villa.calendar);
  if (calendars.some((calendar) => !calendar)) return { state: 'unknown' };
  const known = calendars.filter((calendar) => calendar !== null && calendar !== undefined);
  const failing = known.filter((calendar) => calendar.failing || calendar.lastRun?.status === 'failed').length;
  const conflicts = known.reduce((sum, calendar) => sum + calendar.conflicts, 0);
  const lastSyncedAt = known.map((calendar) => calendar.lastSyncedAt).filter((at): at is string => at !== null).sort().at(-1) ?? null;
  if (failing > 0 || conflicts > 0) return { state: 'attention', linked: linked.length, failing, conflicts, lastSyncedAt };
  return { state: 'connected', linked: linked.length, lastSyncedAt };
}
