import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AgeGroup, DocumentType, LevyStatus, Sex } from '@prana/domain';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { CheckIn } from './check-in.entity.ts';

/**
 * One person of a checked-in party (seat `position`, adults first), with the document they travel
 * on, and what staff did at the door: the document verified (who, when).
 */
@Entity({ tableName: 'check_in_guests' })
@Check({ name: 'check_in_guests_position_check', expression: 'position >= 0' })
@Check({
  name: 'check_in_guests_levy_check',
  expression:
    "levy_status = 'unknown' and levy_voucher is null and levy_exempt_reason is null or levy_status = 'paid' and levy_voucher is not null and levy_exempt_reason is null or levy_status = 'exempt' and levy_voucher is null and levy_exempt_reason is not null",
})
export class CheckInGuest {
  @ManyToOne(() => CheckIn, { primary: true, deleteRule: 'cascade', fieldName: 'booking_id' })
  checkIn: CheckIn;

  @PrimaryKey({ type: 'smallint' })
  position: number;

  @Property({ type: 'string', length: 6 })
  ageGroup: AgeGroup;

  @Property({ type: 'string', length: 160 })
  fullName: string;

  @Property({ type: 'string', length: 1 })
  sex: Sex;

  @Property({ type: 'date' })
  birthDate: string;

  /** ICAO 9303 code, `IDN` for Indonesian citizens. */
  @Property({ type: 'string', length: 3 })
  nationality: string;

  @Property({ type: 'string', length: 8 })
  documentType: DocumentType;

  @Property({ type: 'string', length: 20 })
  documentNumber: string;

  @Property({ type: 'string', length: 3 })
  issuingCountry: string;

  /** A passport's; a KTP is valid for life. */
  @Property({ type: 'date', nullable: true })
  documentExpiry: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'set null' })
  verifiedBy: StaffUser | null = null;

  /** APOA's proof-of-report number for the guest's arrival (foreign guests). */
  @Property({ type: 'string', length: 40, nullable: true })
  reportNumber: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reportedAt: Date | null = null;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'set null' })
  reportedBy: StaffUser | null = null;

  /** When the deadline job raised the missing report to staff; once. */
  @Property({ type: 'datetime', nullable: true })
  reportOverdueAt: Date | null = null;

  /** The departure confirmed in APOA. */
  @Property({ type: 'datetime', nullable: true })
  checkoutReportedAt: Date | null = null;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'set null' })
  checkoutReportedBy: StaffUser | null = null;

  /** Bali's tourist levy (foreign guests): paid with the voucher, exempt with the reason, or not known yet. */
  @Property({ type: 'string', length: 8, default: 'unknown' })
  levyStatus: LevyStatus = 'unknown';

  @Property({ type: 'string', length: 40, nullable: true })
  levyVoucher: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  levyExemptReason: string | null = null;

  constructor(
    init: Omit<
      CheckInGuest,
      | 'verifiedAt'
      | 'verifiedBy'
      | 'documentExpiry'
      | 'reportNumber'
      | 'reportedAt'
      | 'reportedBy'
      | 'reportOverdueAt'
      | 'checkoutReportedAt'
      | 'checkoutReportedBy'
      | 'levyStatus'
      | 'levyVoucher'
      | 'levyExemptReason'
    > & { documentExpiry: string | null },
  ) {
    this.checkIn = init.checkIn;
    this.position = init.position;
    this.ageGroup = init.ageGroup;
    this.fullName = init.fullName;
    this.sex = init.sex;
    this.birthDate = init.birthDate;
    this.nationality = init.nationality;
    this.documentType = init.documentType;
    this.documentNumber = init.documentNumber;
    this.issuingCountry = init.issuingCountry;
    this.documentExpiry = init.documentExpiry;
  }
}
