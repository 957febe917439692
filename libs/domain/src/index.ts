// Public surface of @prana/domain: pure rules shared by the api and the web app.

export { LANGS, isLang } from './lang.ts';
export { BALI_TIME_ZONE, baliClock } from './bali-time.ts';
export type { Lang, Localized } from './lang.ts';

export {
  BALI_UTC_OFFSET_MINUTES,
  addDays,
  addMonths,
  calendarDateAt,
  daysBetween,
  daysInMonth,
  isIsoDate,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  parseIsoDate,
  toCalendarDate,
  toIsoDate,
  todayInBali,
} from './iso-date.ts';

export { maskBookingCode, normalizeBookingCode, normalizeUsername } from './sign-in.ts';

export { CONTROL_CHARACTER_MESSAGE, MULTILINE_FIELDS, fillPlaceholders, hasForbiddenControlCharacter } from './text.ts';

export { MAX_STAY_MESSAGE, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, STAY_STATUSES, stayLength, stayNights, stayStatus } from './stay.ts';
export type { StayStatus } from './stay.ts';

export {
  CELEBRATION_MIN_CAPACITY,
  FAMILY_MAX_CAPACITY,
  FAMILY_MIN_CAPACITY,
  PALMS_SITE_ID,
  ROMANCE_MAX_CAPACITY,
  SITE_IDS,
  VILLA_TRAITS,
  isSiteId,
  isVillaTrait,
  matchesTraits,
  villaTraits,
} from './traits.ts';
export type { SiteId, TraitSource, VillaTrait } from './traits.ts';

export {
  ADULT_MIN_AGE,
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_AGE_OPTIONS,
  DEFAULT_GUESTS,
  GUEST_FIELDS,
  INFANT_MONTHS_MAX,
  INFANT_MONTHS_MIN,
  INFANT_MONTH_OPTIONS,
  MAX_GUESTS,
  MIN_GUEST_COUNTS,
  adjustGuests,
  defaultGuests,
  isValidChildAge,
  isValidInfantMonths,
  resizeAges,
  setChildAge,
  setInfantAge,
  totalGuests,
} from './guests.ts';
export type { GuestCounts, GuestField, Guests } from './guests.ts';

export { guestCountLabel, guestSummary } from './guest-summary.ts';

export {
  ANY_SITE,
  MINIMUM_STAY_NOTE,
  SEARCH_ERROR_CODES,
  SEARCH_ERROR_MESSAGES,
  minimumStayHint,
  minimumStayMessage,
  stayDatesError,
  validateSearch,
} from './search-validation.ts';
export type { MinimumStayHint, SearchError, SearchErrorCode, SearchInput, StayDatesError } from './search-validation.ts';

export { DIRECT_CHANNEL, FUNNEL_MAX_DAYS, FUNNEL_STEPS, conversionPercent, funnelConversions } from './funnel.ts';
export type { FunnelCounts, FunnelStep } from './funnel.ts';

export { parseAvailabilityQuery, toAvailabilityParams } from './availability-query.ts';
export type { AvailabilityQuery, AvailabilitySearch, QueryInput } from './availability-query.ts';

export { filterVillas, matchVilla } from './villa-matching.ts';
export type { MatchCriteria, MatchableVilla } from './villa-matching.ts';

export {
  IDR_PREFIX,
  formatIdr,
  formatIdrCompact,
  formatMillionsAxis,
  formatPercent,
  groupThousands,
  landingStayTotal,
} from './money.ts';

export {
  MAX_NIGHTLY_RATE,
  MINIMUM_STAY_RANGE,
  SEASON_PERCENT_RANGE,
  minimumStayProblem,
  nightlyRateProblem,
  priceNight,
  quoteStay,
  seasonOf,
  seasonProblem,
  seasonRate,
} from './pricing.ts';
export type { NightSource, PricedNight, PricingSeason, RateOverride, SeasonDraft, SeasonProblem, StayQuote, VillaPricing } from './pricing.ts';

export {
  DEFAULT_RECURRENCE_MONTHS,
  DUE_SOON_DAYS,
  MAINTENANCE_FILTERS,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  completeTask,
  dueInDays,
  maintenancePriority,
  matchesMaintenanceFilter,
  nextDueFrom,
  statusForPriority,
} from './maintenance.ts';
export type {
  MaintenanceFilter,
  MaintenancePriority,
  MaintenanceSchedule,
  MaintenanceStatus,
} from './maintenance.ts';

export {
  MAX_ROTA_DAYS,
  MAX_SHIFT_HOURS,
  MAX_SHIFT_PEOPLE,
  SHIFT_TIME_PATTERN,
  crewSchedule,
  crossesMidnight,
  periodsOverlap,
  shiftMinutes,
  shiftPeriod,
  shiftTimesProblem,
  staffingByTeam,
} from './rota.ts';
export type { CrewItem, CrewShift, CrewTask, ShiftPeriod, ShiftTimesProblem, StaffedShift, TeamStaffing } from './rota.ts';

export {
  REVIEW_DUE_THRESHOLD_DAYS,
  REVIEW_INTERVAL_MONTHS,
  REVIEW_STATES,
  reviewDueDate,
  reviewState,
} from './reviews.ts';
export type { ReviewState, ReviewStatus } from './reviews.ts';

export {
  INITIAL_REQUEST_STATUS,
  NOTES_FALLBACK_BY_CATEGORY,
  REQUEST_CATEGORIES,
  REQUEST_STATUSES,
  REQUEST_STATUS_PAIRS,
  DATED_REQUEST_CATEGORIES,
  allowedStatuses,
  bookableServiceDays,
  CLOCK_TIME,
  fitsServiceHours,
  hasDeparted,
  isAllowedTransition,
  isDatedCategory,
  isOpenForGuest,
  latestStart,
  serviceDateProblem,
  serviceStartTimes,
  SERVICE_LEAD_MINUTES,
  earliestServiceStart,
  startsInTime,
  startTimesInTime,
  isRequestCategory,
  isRequestStatus,
  notesOrFallback,
  toggleStatus,
} from './requests.ts';
export type { DatedRequestCategory, NotesFallbackKey, RequestCategory, RequestStatus, ServiceHours, StaffRequestStatus } from './requests.ts';

export {
  NOTIFICATION_DELIVERY,
  NOTIFICATION_TYPES,
  deliveryChannels,
  nothingOutstandingNotification,
  paymentNotification,
  requestCreatedNotification,
  statusChangeNotification,
  requestReplyNotification,
  villaReadyNotification,
} from './notifications.ts';
export type { DeliveryChannel, NotificationDraft, NotificationType } from './notifications.ts';

export {
  CARD_EXPIRY_MESSAGE,
  CHARGE_CATEGORIES,
  CHARGE_STATUSES,
  LOYALTY_DISCOUNT_RATES,
  LOYALTY_TIERS,
  PAYMENT_METHOD_TYPES,
  defaultPaymentMethod,
  isCardExpiryValid,
  loyaltyDiscount,
  loyaltyDiscountRate,
  loyaltyTier,
  outstandingBalance,
  sanitizeLast4,
  settleAll,
  settleCharge,
  settledTotal,
} from './billing.ts';
export type { ChargeCategory, ChargeLike, ChargeStatus, LoyaltyTier, PaymentMethodType } from './billing.ts';

export { relativeDayLabel, relativeDayText, relativeDays } from './relative-days.ts';
export type { RelativeDayOptions } from './relative-days.ts';

export { formatDuration } from './duration.ts';

export { formatDate, formatDateRange, formatDateTime, formatTime, formatMonth, monthName, weekdayNames } from './date-format.ts';
export type { DateStyle } from './date-format.ts';

export {
  TIMELINE_DAYS,
  TIMELINE_MIN_WIDTH_PERCENT,
  TIMELINE_TICK_DAYS,
  timelineSegment,
  timelineTicks,
  timelineWindow,
} from './timeline.ts';
export type { TimelineBlock, TimelineSegment, TimelineTick, TimelineWindow } from './timeline.ts';

export {
  BLOCK_LABELS,
  BLOCK_SOURCES,
  BLOCK_STATUSES,
  FEED_CHANNELS,
  SYNC_DIRECTIONS,
  SYNC_RUN_STATUSES,
  blockLabel,
  isImportedReservation,
  isImportedStay,
  isImportedSource,
  isStayBlock,
  isSharedWithOtherChannels,
  pullDirection,
  spansOverlap,
  syncDirectionLabel,
} from './availability-blocks.ts';
export type { BlockSource, BlockStatus, DateSpan, FeedChannel, SyncDirection, SyncRunStatus } from './availability-blocks.ts';

export { BOOKING_SOURCES, BOOKING_STATUSES, VILLA_STATUSES } from './bookings.ts';
export type { BookingSource, BookingStatus, VillaStatus } from './bookings.ts';

export {
  ACCESS_MODULES,
  ACCESS_ROLES,
  ACCESS_STATUSES,
  ACCESS_STATUS_LABELS,
  DEFAULT_ACCESS_ROLE,
  LAST_ACTIVE_INVITE_PENDING,
  LAST_ACTIVE_JUST_NOW,
  ROLE_DEFAULT_MODULES,
  accessStatusLabel,
  canPreviewRole,
  defaultModules,
  inviteModules,
  isAccessModule,
  isAccessRole,
  nextAccessStatus,
  toggleModule,
} from './access.ts';
export type { AccessModule, AccessRole, AccessStatus } from './access.ts';

export { EXPENSE_RANGES, EXPENSE_RANGE_DAYS, filterExpensesByRange, isInExpenseRange } from './expenses.ts';
export type { ExpenseRange } from './expenses.ts';

export { integerAtLeast, invalid, optionalText, positiveIdrAmount, requiredText, valid } from './validation.ts';
export type { Validation, ValidationCode, ValidationParams } from './validation.ts';

export {
  validateCategory,
  validateEmployee,
  validateExpense,
  validateGuestLogin,
  validateInvite,
  validateMaintenanceTask,
  validateStaffLogin,
} from './admin-forms.ts';
export type { EmployeeInput, ExpenseLine, MaintenanceTaskInput } from './admin-forms.ts';

export { QUEUE_PRIORITIES, compareQueueItems, queueAgeMinutes, queueNotes, queuePriority } from './queue.ts';
export type { QueuePriority, QueueSubject } from './queue.ts';

export {
  OPEN_RESERVATION_STATUSES,
  RESERVATION_FOLLOW_UPS,
  RESERVATION_STATUSES,
  canMoveReservation,
  canConfirmReservation,
  isOpenReservationStatus,
  nextReservationStatuses,
} from './reservation-status.ts';
export type { ReservationFollowUp, ReservationStatus } from './reservation-status.ts';

export {
  RESERVATION_FIELDS,
  RESERVATION_FIELD_MAX,
  RESERVATION_FORM_MESSAGES,
  isEmailAddress,
  validateReservationContact,
} from './reservation-form.ts';
export type { ReservationContact, ReservationField, ReservationFormError } from './reservation-form.ts';

export {
  ACTIVITY_LOG_LIMITS,
  EMPLOYEE_HISTORY_LIMIT,
  UNDO_HISTORY_LIMIT,
  percentShares,
} from './back-office.ts';

export { BRIEFING_DAYS, UPCOMING_BOOKINGS_SHOWN, arrivalsAndDepartures, nextArrivals } from './arrivals.ts';
export type { StayDates } from './arrivals.ts';

export { CALENDAR_GRID_DAYS, calendarGrid, isPickableDay, monthStart, pickRangeDay } from './calendar.ts';
export type { DateRange } from './calendar.ts';

export { clampSeats, isSeatOptionAvailable } from './shuttle.ts';

export { DINING_MEALS } from './stored-text.ts';
export type { DiningMeal, NotesText, NotificationText, RequestTitle, StaffAlertText, StoredText } from './stored-text.ts';

export {
  CONCIERGE_HOURS,
  CONCIERGE_RESPONSE_MINUTES,
  DUE_SOON_MINUTES,
  IN_PERSON_RESPONSE_MINUTES,
  ON_SITE_HOURS,
  deadlineState,
  parseConciergeHours,
  responseDeadline,
} from './concierge-deadline.ts';
export type { ConciergeHours, DeadlineState } from './concierge-deadline.ts';

export { MESSAGE_AUTHOR_KINDS, MESSAGE_MAX_LENGTH } from './request-messages.ts';
export type { MessageAuthorKind } from './request-messages.ts';
export { monthDates, previousMonth } from './statements.ts';

export {
  KPI_PERIOD_CHOICES,
  LEDGER_CHANNELS,
  averageDailyRate,
  kpiPeriod,
  ledgerFigures,
  median,
  nightsInPeriod,
  occupancyRate,
  previousPeriod,
  responseFigures,
  revenuePerOpenNight,
  trendOf,
} from './ledger.ts';
export type {
  KpiPeriodChoice,
  LedgerChannel,
  LedgerChannelFigures,
  LedgerCharge,
  LedgerClosure,
  LedgerEntries,
  LedgerExpense,
  LedgerFigures,
  LedgerPeriod,
  LedgerStay,
  RequestTiming,
  ResponseFigures,
  Trend,
} from './ledger.ts';

export { OFFERING_LIMITS, OFFERING_SECTIONS, isPricedSection, sameOfferingContent } from './offerings.ts';
export type { OfferingContent, OfferingSection } from './offerings.ts';

export {
  AGE_GROUPS,
  CHECK_IN_OPENS_DAYS,
  COUNTRY_CODE_PATTERN,
  DOCUMENT_TYPES,
  INDONESIA,
  NIK_PATTERN,
  PASSPORT_NUMBER_PATTERN,
  SEXES,
  checkInDue,
  checkInOpen,
  documentProblem,
  expiresBeforeStayEnds,
  isForeignGuest,
  isPersonDate,
  mrzDate,
  mrzDisagreements,
  partyAgeGroups,
} from './check-in.ts';
export type { AgeGroup, DocumentProblem, DocumentType, MrzField, MrzFields, Sex } from './check-in.ts';

export {
  IMMIGRATION_REPORT_HOURS,
  LEVY_REASON_MAX,
  LEVY_STATUSES,
  LEVY_VOUCHER_PATTERN,
  LOVE_BALI_URL,
  PROOF_NUMBER_MAX,
  TOURIST_LEVY_IDR,
  immigrationReportDue,
  registerSection,
} from './register.ts';
export type { LevyStatus, RegisterSection } from './register.ts';

export {
  CHECK_OUT_TIME,
  TURNOVER_ALERT_MINUTES,
  TURNOVER_STATES,
  WELCOME_TIME,
  baliInstant,
  canMoveTurnover,
  compareTurnovers,
  planTurnovers,
  turnoverMoves,
} from './turnovers.ts';
export type { TurnoverStay, TurnoverState, WantedTurnover } from './turnovers.ts';
export {
  GOLD_FREE_LATE_CHECK_OUT,
  STANDARD_CHECK_IN,
  STANDARD_CHECK_OUT,
  STAY_TIME_KINDS,
  STAY_TIME_OFFERS,
  isStayTimeKind,
  stayTimeConflict,
  stayTimePrice,
  stayTimeStillOpen,
} from './stay-times.ts';
export type { CalendarNeighbour, StayTimeConflict, StayTimeKind, StayTimeOffer } from './stay-times.ts';
export { STAY_STAGES, STAGE_MESSAGE_TIME, baliMoment, stageDay, stageMessageJobId, stageSchedule } from './stay-stages.ts';
export type { StageSend, StayStage } from './stay-stages.ts';
