import type {
  AccessUserResponse,
  ActivityEntryResponse,
  AccessUsersResponse,
  ApiErrorBody,
  AvailabilityBlockResponse,
  AvailabilitySearchResponse,
  BookingsResponse,
  StageMessagesResponse,
  BookingsSyncResponse,
  CalendarBlock,
  CalendarResponse,
  CheckInPersonResponse,
  ChargeSettledResponse,
  ChargesResponse,
  ConfirmedReservationResponse,
  CrewScheduleResponse,
  DirectBookingResponse,
  DocumentReadsResponse,
  EmployeeHistoryResponse,
  EmployeeResponse,
  EmployeesResponse,
  ExpenseCategoryResponse,
  ExpenseCompositionResponse,
  ExpenseItemResponse,
  ExpensesResponse,
  FinanceMonthlyResponse,
  FinanceSiteInsightsResponse,
  FinanceYearsResponse,
  FunnelResponse,
  GuestCheckInResponse,
  GuestPersonalDataResponse,
  PersonalDataErasedResponse,
  GuestProfileResponse,
  GuestRequestChangedResponse,
  GuestRequestCreatedResponse,
  GuestRequestsResponse,
  HealthResponse,
  IntegrationStatusResponse,
  InvitationDetailsResponse,
  InviteAccessUserResponse,
  KpiResponse,
  LivenessResponse,
  MaintenanceTaskResponse,
  MaintenanceTasksResponse,
  MyShiftsResponse,
  RotaResponse,
  TurnoverResponse,
  TurnoversResponse,
  ShiftResponse,
  MeResponse,
  NotificationChangeResponse,
  NotificationPreferencesResponse,
  NotificationsResponse,
  OutboundFeedTokenResponse,
  PaymentMethodCreatedResponse,
  PaymentMethodsResponse,
  PaymentResultResponse,
  PayoutResponse,
  PublicConfigResponse,
  PushDeviceResponse,
  QueuesResponse,
  OfferingResponse,
  OfferingsPublishedResponse,
  OfferingsResponse,
  PricingResponse,
  PublishedOfferingsResponse,
  RateOverrideResponse,
  RegisterExportResponse,
  RegisterOverdueResponse,
  RegisterResponse,
  RegisterStay,
  ReplyTemplateResponse,
  ReplyTemplatesResponse,
  SeasonResponse,
  StayQuoteResponse,
  RequestMessagesResponse,
  ReservationChangedResponse,
  ReservationRequestResponse,
  ResponseStatsResponse,
  SetPasswordResponse,
  ShuttleDeparturesResponse,
  StaffColleaguesResponse,
  StaffPreferencesResponse,
  StaffQueueResponse,
  StatementsResponse,
  SyncResultResponse,
  SyncRunResponse,
  UnavailableNightsResponse,
  UndoResponse,
  VillaFeedResponse,
  VillaPricingResponse,
  VillaResponse,
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
} from '@prana/contracts';

/**
 * Every JSON answer a route gives, by the name /api/docs shows, and the payload of every live
 * event (with the acknowledgement of every client event). `npm run api:schemas` turns these types into JSON Schema (api-schemas.generated.ts) and
 * a test fails when that file is stale; `@Responds(name)` ties a handler to one entry and fails to
 * compile when the handler returns anything else. So the description cannot drift from the types.
 */
export interface ApiResponses {
  AccessUserResponse: AccessUserResponse;
  AccessUsersResponse: AccessUsersResponse;
  ApiErrorBody: ApiErrorBody;
  AvailabilityBlockResponse: AvailabilityBlockResponse;
  AvailabilitySearchResponse: AvailabilitySearchResponse;
  BookingsResponse: BookingsResponse;
  StageMessagesResponse: StageMessagesResponse;
  BookingsSyncResponse: BookingsSyncResponse;
  CalendarBlock: CalendarBlock;
  CalendarResponse: CalendarResponse;
  ChargeSettledResponse: ChargeSettledResponse;
  ChargesResponse: ChargesResponse;
  CheckInPersonResponse: CheckInPersonResponse;
  ConfirmedReservationResponse: ConfirmedReservationResponse;
  CrewScheduleResponse: CrewScheduleResponse;
  DirectBookingResponse: DirectBookingResponse;
  DocumentReadsResponse: DocumentReadsResponse;
  EmployeeHistoryResponse: EmployeeHistoryResponse;
  EmployeeResponse: EmployeeResponse;
  EmployeesResponse: EmployeesResponse;
  ExpenseCategoryResponse: ExpenseCategoryResponse;
  ExpenseCompositionResponse: ExpenseCompositionResponse;
  ExpenseItemResponse: ExpenseItemResponse;
  ExpensesResponse: ExpensesResponse;
  FinanceMonthlyResponse: FinanceMonthlyResponse;
  FinanceSiteInsightsResponse: FinanceSiteInsightsResponse;
  FinanceYearsResponse: FinanceYearsResponse;
  FunnelResponse: FunnelResponse;
  GuestCheckInResponse: GuestCheckInResponse;
  GuestPersonalDataResponse: GuestPersonalDataResponse;
  PersonalDataErasedResponse: PersonalDataErasedResponse;
  GuestProfileResponse: GuestProfileResponse;
  GuestRequestChangedResponse: GuestRequestChangedResponse;
  GuestRequestCreatedResponse: GuestRequestCreatedResponse;
  GuestRequestsResponse: GuestRequestsResponse;
  HealthResponse: HealthResponse;
  IntegrationStatusResponse: IntegrationStatusResponse;
  InvitationDetailsResponse: InvitationDetailsResponse;
  InviteAccessUserResponse: InviteAccessUserResponse;
  KpiResponse: KpiResponse;
  LivenessResponse: LivenessResponse;
  MaintenanceTaskResponse: MaintenanceTaskResponse;
  MaintenanceTasksResponse: MaintenanceTasksResponse;
  MeResponse: MeResponse;
  MyShiftsResponse: MyShiftsResponse;
  NotificationChangeResponse: NotificationChangeResponse;
  NotificationPreferencesResponse: NotificationPreferencesResponse;
  NotificationsResponse: NotificationsResponse;
  OutboundFeedTokenResponse: OutboundFeedTokenResponse;
  PaymentMethodCreatedResponse: PaymentMethodCreatedResponse;
  PaymentMethodsResponse: PaymentMethodsResponse;
  PaymentResultResponse: PaymentResultResponse;
  PayoutResponse: PayoutResponse;
  PublicConfigResponse: PublicConfigResponse;
  PushDeviceResponse: PushDeviceResponse;
  QueuesResponse: QueuesResponse;
  OfferingResponse: OfferingResponse;
  OfferingsPublishedResponse: OfferingsPublishedResponse;
  OfferingsResponse: OfferingsResponse;
  PricingResponse: PricingResponse;
  PublishedOfferingsResponse: PublishedOfferingsResponse;
  RateOverrideResponse: RateOverrideResponse;
  RegisterExportResponse: RegisterExportResponse;
  RegisterOverdueResponse: RegisterOverdueResponse;
  RegisterResponse: RegisterResponse;
  RegisterStay: RegisterStay;
  ReplyTemplateResponse: ReplyTemplateResponse;
  ReplyTemplatesResponse: ReplyTemplatesResponse;
  SeasonResponse: SeasonResponse;
  StayQuoteResponse: StayQuoteResponse;
  RequestMessagesResponse: RequestMessagesResponse;
  ReservationChangedResponse: ReservationChangedResponse;
  ReservationRequestResponse: ReservationRequestResponse;
  ResponseStatsResponse: ResponseStatsResponse;
  RotaResponse: RotaResponse;
  TurnoverResponse: TurnoverResponse;
  TurnoversResponse: TurnoversResponse;
  SetPasswordResponse: SetPasswordResponse;
  ShiftResponse: ShiftResponse;
  ShuttleDeparturesResponse: ShuttleDeparturesResponse;
  StaffColleaguesResponse: StaffColleaguesResponse;
  StaffPreferencesResponse: StaffPreferencesResponse;
  StaffQueueResponse: StaffQueueResponse;
  StatementsResponse: StatementsResponse;
  SyncResultResponse: SyncResultResponse;
  SyncRunResponse: SyncRunResponse;
  UnavailableNightsResponse: UnavailableNightsResponse;
  UndoResponse: UndoResponse;
  VillaFeedResponse: VillaFeedResponse;
  VillaPricingResponse: VillaPricingResponse;
  VillaResponse: VillaResponse;
  'ActivityEntryResponse[]': ActivityEntryResponse[];
  'AvailabilityBlockResponse[]': AvailabilityBlockResponse[];
  'ExpenseCategoryResponse[]': ExpenseCategoryResponse[];
  'ReservationRequestResponse[]': ReservationRequestResponse[];
  'SyncRunResponse[]': SyncRunResponse[];
  'VillaFeedResponse[]': VillaFeedResponse[];
  'VillaResponse[]': VillaResponse[];
}

/** Server → client Socket.IO events: name → payload (the first argument of each listener). */
export type SocketEventPayloads = { [E in ServerEventName]: ServerEventPayload<E> };

/**
 * Client → server events: name → what the server answers through the acknowledgement. Each takes
 * only that acknowledgement; one with a payload of its own no longer compiles here.
 */
export type SocketClientReplies = { [E in keyof ClientToServerEvents]: Parameters<Parameters<ClientToServerEvents[E]>[0]>[0] };
