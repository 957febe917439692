import { CheckIn } from './check-in.entity.ts';
import { CheckInGuest } from './check-in-guest.entity.ts';
import { CheckInDocument } from './check-in-document.entity.ts';
import { DocumentRead } from './document-read.entity.ts';

/** Online check-in's entities, for the app's list (bootstrap/entities.ts). */
export const CHECK_IN_ENTITIES = [CheckIn, CheckInGuest, CheckInDocument, DocumentRead];
