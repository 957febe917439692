import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CheckInGuest } from './check-in-guest.entity.ts';

/**
 * A foreign guest's passport data page: re-encoded as a JPEG without metadata, then encrypted with
 * AES-256-GCM under DOCUMENT_KEY. The bytes here are never the image; only `DocumentVault` opens them.
 */
@Entity({ tableName: 'check_in_documents' })
export class CheckInDocument {
  @ManyToOne(() => CheckInGuest, { primary: true, deleteRule: 'cascade', fieldNames: ['booking_id', 'position'] })
  guest: CheckInGuest;

  @Property({ type: 'blob', lazy: true })
  ciphertext: Buffer;

  /** GCM's 12-byte nonce, new for every photo. */
  @Property({ type: 'blob' })
  iv: Buffer;

  /** GCM's 16-byte tag: a changed byte or another key fails to open. */
  @Property({ type: 'blob' })
  authTag: Buffer;

  /** Size of the re-encoded photo before encryption. */
  @Property({ type: 'integer' })
  byteSize: number;

  @Property({ type: 'datetime' })
  uploadedAt: Date = new Date();

  constructor(init: { guest: CheckInGuest; ciphertext: Buffer; iv: Buffer; authTag: Buffer; byteSize: number }) {
    this.guest = init.guest;
    this.ciphertext = init.ciphertext;
    this.iv = init.iv;
    this.authTag = init.authTag;
    this.byteSize = init.byteSize;
  }
}
