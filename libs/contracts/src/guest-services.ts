/** Guest requests and notifications (public spec §3 Request, Notification; §4). */

export type RequestCategory = 'dining' | 'wellness' | 'transport' | 'housekeeping' | 'concierge';
export type RequestStatus = 'pending' | 'scheduled' | 'confirmed' | 'acknowledged';

export interface GuestRequestResponse {
  id: string;
  bookingId: string;
  category: RequestCategory;
  title: string;
  notes: string;
  scheduledTime: string | null;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  metadata: Record<string, unknown> | null;
  /** Who asked and where: for the staff queue. */
  guestName: string;
  bookingCode: string;
  villaSlug: string;
  villaName: string;
}

export type NotificationType = 'confirmation' | 'reminder' | 'loyalty';

export interface NotificationResponse {
  id: string;
  type: NotificationType;
  message: string;
  createdAt: string;
  read: boolean;
  relatedRequestId: string | null;
}

export interface RequestChangedPayload {
  request: GuestRequestResponse;
}

export interface NotificationCreatedPayload {
  notification: NotificationResponse;
  /** Unread notifications of the booking after this one, for the header badge. */
  unreadCount: number;
}

export interface GuestServiceEvents {
  'request.created': (payload: RequestChangedPayload) => void;
  'request.updated': (payload: RequestChangedPayload) => void;
  'notification.created': (payload: NotificationCreatedPayload) => void;
}
