// Seat counts per run come from the catalogue (SHUTTLE_DEPARTURES, SEAT_OPTIONS, shuttleSeatsRemaining).

/** A seat option is offered only when the run still has that many seats. */
export function isSeatOptionAvailable(seats: number, remaining: number): boolean {
  return seats <= remaining;
}

/** Switching departure clamps the chosen seats between 1 and the seats available. */
export function clampSeats(seats: number, remaining: number): number {
  return Math.max(1, Math.min(seats, remaining));
}
