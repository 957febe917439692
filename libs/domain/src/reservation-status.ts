/**
 * A reservation request's follow-up, in order: new (nobody has answered yet), contacted (the
 * concierge reached the visitor), confirmed (staff turned it into a booking), closed (followed up
 * to the end, booked or not).
 */
export const RESERVATION_STATUSES = ['new', 'contacted', 'confirmed', 'closed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The statuses staff set: every one but new, which only a visitor's request starts with. */
export const RESERVATION_FOLLOW_UPS = ['contacted', 'closed'] as const satisfies readonly ReservationStatus[];
export type ReservationFollowUp = (typeof RESERVATION_FOLLOW_UPS)[number];

/**
 * The statuses that keep a reservation request in the concierge queue; a closed one has left it. A
 * confirmed one stays, showing its booking code, until staff close it.
 */
export const OPEN_RESERVATION_STATUSES = ['new', 'contacted', 'confirmed'] as const satisfies readonly ReservationStatus[];

export function isOpenReservationStatus(status: ReservationStatus): boolean {
  return (OPEN_RESERVATION_STATUSES as readonly ReservationStatus[]).includes(status);
}

/**
 * Where staff may move a request from `status`: only forward (a closed request stays closed), so an
 * older answer or event arriving late can never roll a row back.
 */
export function nextReservationStatuses(status: ReservationStatus): ReservationFollowUp[] {
  const from = RESERVATION_STATUSES.indexOf(status);
  return RESERVATION_FOLLOW_UPS.filter((next) => RESERVATION_STATUSES.indexOf(next) > from);
}

/** A request staff may still confirm as a booking: one not yet confirmed or closed. */
export function canConfirmReservation(status: ReservationStatus): boolean {
  return status === 'new' || status === 'contacted';
}

/** True when a request in `from` may move to `to` (a different, later status). */
export function canMoveReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return nextReservationStatuses(from).some((next) => next === to);
}
