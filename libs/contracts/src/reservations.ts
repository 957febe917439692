/** Reservation requests sent from the public site (public spec §2 "Reservation modal"). */
export interface ReservationRequestResponse {
  id: string;
  villaId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  fullName: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: 'new' | 'contacted' | 'closed';
  createdAt: string;
}

export interface ReservationCreatedPayload {
  reservation: ReservationRequestResponse;
}

export interface ReservationEvents {
  'reservation.created': (payload: ReservationCreatedPayload) => void;
}
