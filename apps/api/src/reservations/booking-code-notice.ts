import { Injectable, Logger } from '@nestjs/common';

/** What the visitor needs to sign in to the companion once their request became a booking. */
export interface BookingCodeIssued {
  reservationRequestId: string;
  bookingId: string;
  bookingCode: string;
  /** The visitor signs in with this and the code. */
  lastName: string;
  email: string;
  fullName: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
}

/**
 * The one place the "your booking code" message leaves from, called after the booking committed.
 * The mail queue (the email issue) plugs in here: enqueue the visitor's email with the code and
 * how to sign in. Until then it records that the code was issued.
 */
@Injectable()
export class BookingCodeNotice {
  private readonly logger = new Logger(BookingCodeNotice.name);

  issued(notice: BookingCodeIssued): Promise<void> {
    this.logger.log(`Booking code issued for reservation request ${notice.reservationRequestId}: booking ${notice.bookingId}; the visitor's email is still to be sent.`);
    return Promise.resolve();
  }
}
