import {
  ANY_SITE,
  CARD_EXPIRY_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  MAX_DATE_YEAR,
  MAX_STAY_MESSAGE,
  MIN_DATE_YEAR,
  SITE_IDS,
  RESERVATION_STATUSES,
  RESERVATION_FORM_MESSAGES,
  SEARCH_ERROR_MESSAGES,
  type ValidationCode,
} from '@prana/domain';

/*
 * The one catalogue of error codes. The api answers `{ error, code, params?, fields? }`: `code`
 * names a message below, `params` fill its {{placeholders}}, `error` is its English rendering
 * (for curl users and logs), and the HTTP status is the code's (ERROR_STATUS below). The web shows
 * t('errors:<code>', params) in the reader's language; its English texts are these, its
 * Indonesian ones must cover every code (typed and tested).
 * A key ending in _one / _other is one code with a plural (`count` picks the form).
 */
export const ERROR_MESSAGES = {
  http: {
    notFound: 'Not found.',
    badRequest: 'The request is not valid.',
    unauthorized: 'Sign in to continue.',
    forbidden: 'This is not allowed.',
    conflict: 'This conflicts with the current state. Reload and try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    unavailable: 'Prana is briefly unavailable while it reconnects. Please try again in a moment.',
    busy: 'Prana is very busy right now. Please try again in a moment.',
    internal: 'Something went wrong on our side. Please try again.',
    crossSite: 'Cross-site requests are not allowed.',
    invalidJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    tooDeep: 'The request body is nested too deeply (at most {{max}} levels).',
    encodingUnsupported: 'The request body encoding is not supported.',
    charsetUnsupported: 'The request body charset is not supported.',
    aborted: 'The request was aborted.',
    headersTooLarge: 'The request headers or address are too long.',
    requestTimeout: 'The request took too long to arrive.',
    malformed: 'The request is malformed.',
    /** The web's own: an answer without a coded body, or none at all (network down, unreadable body). */
    status: 'Request failed with status {{status}}',
    unexpected: 'Unexpected API error',
    /** The web's own: the device has no connection, and this write is never queued (payments, staff). */
    offline: 'You are offline. This needs a connection: try again once you are back online.',
  },
  validation: {
    invalid: 'The request is not valid.',
    unknownField_one: 'Unknown field: {{fields}}.',
    unknownField_other: 'Unknown fields: {{fields}}.',
    noBody: 'This request takes no body.',
    mustBeText: 'Must be text.',
    atMostChars: 'At most {{max}} characters.',
    isoDate: 'Use a date like 2026-11-21.',
    realIsoDate: `Use a real date from ${MIN_DATE_YEAR} to ${MAX_DATE_YEAR}, like 2026-11-21.`,
    controlCharacters: CONTROL_CHARACTER_MESSAGE.en,
    flag: 'Use true or false.',
    required: '{{label}} is required.',
    wholeRupiah: '{{label}} must be a whole number of rupiah greater than 0.',
    atLeast: '{{label}} must be a whole number of at least {{min}}.',
    atMost: '{{label}} must be at most {{max}}.',
    maxChars: '{{label}} must be at most {{max}} characters.',
    realDate: '{{label}} must be a real date in YYYY-MM-DD form.',
    notBefore: '{{label}} must be on or after {{date}}.',
    notFuture: '{{label}} cannot be in the future.',
    text: '{{label}} must be text.',
    countRange: '{{label}} must be a whole number from {{min}} to {{max}}.',
    dateText: '{{label}} must be a date as YYYY-MM-DD.',
    realDateText: '{{label}} must be a real date as YYYY-MM-DD.',
    wholeNumber: '{{label}} must be a whole number.',
    notNegative: '{{label}} cannot be negative.',
    validEmail: 'Enter a valid email address.',
    nothingToChange: 'Send at least one field to change.',
  },
  auth: {
    wrongCredentials: 'The username or password is not correct.',
    staffLoginRequired: 'Enter both a username and password to continue.',
    /** The guest form checks with HTML `required`; this is the api's answer. */
    guestLoginRequired: 'Enter your last name and booking code.',
    chooseTier: 'Choose an access tier: master, investor, manager or staff.',
    suspended: 'This account is suspended. Ask a master to reinstate it.',
    notActive: 'This account is not active yet. Use your invitation link to set a password.',
    wrongTier: 'Your account holds the {{role}} tier, not {{chosen}}. Choose {{role}} to sign in.',
    bookingNotFound: 'We could not find a booking with that last name and booking code.',
    staffRequired: 'Sign in as staff to continue.',
    guestRequired: 'Sign in with your last name and booking code to continue.',
    roleCannot: 'The {{role}} role cannot do this ({{permission}}).',
    endpointUnavailable: 'This endpoint is not available.',
    tooManyAttempts_one: 'Too many sign-in attempts. Please wait {{count}} minute and try again.',
    tooManyAttempts_other: 'Too many sign-in attempts. Please wait {{count}} minutes and try again.',
  },
  staff: {
    notFound: 'No staff account with that id.',
    focusWorkstreams: 'Choose focus workstreams from financials, operations, content and governance.',
    focusList: 'Send the focus workstreams as a list.',
    focusOnce: 'Each focus workstream at most once.',
  },
  access: {
    inviteRequired: 'Enter a full name and email to send the invite.',
    chooseStaffRole: 'Choose a role: master, investor, manager or staff.',
    modules: 'Modules are financials, operations, content, people and reports.',
    modulesList: 'Send the modules as a list.',
    moduleOnce: 'Each module at most once.',
    username: 'A username is 3 to 40 letters, digits, dots, dashes or underscores.',
    status: 'Status must be invited, active or suspended.',
    oneChange: 'Send exactly one of status, role or toggleModule.',
    password: 'Choose a password of 10 to 200 characters.',
    emailTaken: 'An account with this email already exists.',
    usernameTaken: 'The username "{{name}}" is taken.',
    hasPassword: 'This account already has a password.',
    ownRole: 'You cannot change your own role.',
    ownSuspend: 'You cannot suspend your own account.',
    ownRemove: 'You cannot remove your own access.',
    statusStep: 'An account that is {{from}} can only become {{to}}.',
    invitationInvalid: 'This invitation link is not valid or has expired. Ask a master for a new one.',
  },
  backOffice: {
    notFound: 'No {{what}} with that id.',
    year: 'Year must be four digits, e.g. 2024.',
    yearRange: 'Year must be between 2000 and 2100.',
    expenseRange: 'Range must be 30d, 90d or all.',
    maintenanceFilter: 'Filter must be all, overdue, dueSoon or completed.',
    assigneeOption: 'Assignee must be one of the listed options or null.',
    chooseAssignee: 'Choose an assignee from the list, or leave the task unassigned.',
    chooseCategory: 'Choose one of the expense categories.',
    categoryExists: 'A category named "{{name}}" already exists.',
    stageTemplateKept: 'A stage message cannot be removed: edit its text instead.',
    chooseRole: 'Choose a role from the list.',
    chooseDepartment: 'Choose a department from the list.',
    employeeStatus: 'Status must be active, seasonal or contract.',
    nothingToUndo: 'Nothing to undo.',
    noLongerUndoable: 'This change can no longer be undone.',
    changedSinceByOther: 'Someone else has changed this since, so your change can no longer be undone. Undo now offers your change before it.',
  },
  ledger: {
    payoutAmount: 'Enter the payout in whole rupiah, from 0 to 10,000,000,000, or mark the amount as not known.',
    notAReservation: 'Only a reservation imported from a channel has a payout; a direct booking is on the ledger at its quoted price.',
    reservationCancelled: 'This reservation left its channel before it ended, so it is not on the ledger.',
    periodDate: 'Enter the period’s dates like 2026-11-21.',
    periodOrder: 'The period must end after it starts, and span at most 400 days.',
    site: `Site must be one of ${SITE_IDS.join(', ')}.`,
  },
  statement: {
    notFound: 'No shareholder statement with that id.',
    language: 'Language must be en or id.',
  },
  /** The rota: shifts, their times and the people on them. */
  rota: {
    shiftTime: 'Give the start and end as HH:mm on the 24-hour clock, like 07:00.',
    emptyShift: 'A shift must end at another time than it starts.',
    shiftTooLong: 'A shift is at most {{hours}} hours; split a longer day into two shifts.',
    choosePeople: 'Choose the people on the shift from the team.',
    personTwice: 'Each person is on a shift once.',
    leadOnShift: 'The lead must be one of the people on the shift.',
    notOnTeam: '{{name}} is no longer on the team and cannot be put on a shift.',
    overlap: '{{name}} is already on a shift from {{start}} to {{end}} that overlaps this one.',
    range: 'to must be on or after from and at most {{max}} days later.',
  },
  booking: {
    villaNotFound: 'No villa with slug "{{slug}}".',
    chooseVilla: 'Choose a villa.',
    unavailable:
      '{{villa}} is not available from {{checkIn}} to {{checkOut}}: another booking or hold already covers some of those nights. Choose other dates.',
    checkInDate: 'Enter the check-in date like 2026-11-21.',
    checkOutDate: 'Enter the check-out date like 2026-11-21.',
    needsAdult: 'A booking needs at least one adult.',
    partyMax: 'A party is at most 16 guests.',
    guestName: "Enter the guest's full name.",
    realDates: 'Enter real dates like 2026-11-21.',
    checkOutAfterCheckIn: 'Check-out must be after check-in.',
    minimumNights: 'A stay is at least {{nights}} nights.',
    maximumNights: MAX_STAY_MESSAGE.en,
    checkInPast: 'Check-in cannot be in the past.',
    villaSleeps: '{{villa}} sleeps at most {{max}} guests; this party is {{party}}.',
    notFound: 'No booking with that id.',
    stayStarted: 'This stay has begun: its check-in can no longer move.',
  },
  /** Nightly pricing: master's edits, and stays shorter than their minimum. */
  pricing: {
    rate: 'A nightly rate is a whole number of rupiah above 0, at most 1,000,000,000.',
    seasonPercent: 'A season’s rate is a whole percent of the base rate, from 10 to 500.',
    minimumStay: 'A minimum stay is a whole number of nights from 2 to 30.',
    seasonDates: 'A season runs from its first night to its last night (the same night or later, at most a year on), as real dates.',
    seasonOverlap: 'These dates overlap the season “{{season}}”: each night belongs to one season.',
    stayTooShort: 'A stay at {{villa}} on these dates is at least {{nights}} nights. Choose a longer stay.',
  },
  search: {
    site: `Site must be ${ANY_SITE} or one of ${SITE_IDS.join(', ')}.`,
    villaIds: 'villaIds must be a comma-separated list of villa ids.',
    villaIdsTooLong: 'villaIds is too long.',
    datePair: 'Give both check-in and check-out, or neither.',
    minimumStay: SEARCH_ERROR_MESSAGES.minimumStay.en,
    tooManyGuests: SEARCH_ERROR_MESSAGES.tooManyGuests.en,
  },
  reservation: {
    fullNameRequired: RESERVATION_FORM_MESSAGES.fullNameRequired.en,
    emailRequired: RESERVATION_FORM_MESSAGES.emailRequired.en,
    emailInvalid: RESERVATION_FORM_MESSAGES.emailInvalid.en,
    villaNotFound: 'We could not find that villa. Please choose one from the list.',
    villaHosts: '{{villa}} hosts up to {{max}} guests. Adjust your party size.',
    overlap: '{{villa}} is already booked for some of those nights. Please choose other dates.',
    notFound: 'We could not find that reservation request.',
    backwards: 'This reservation request is already {{from}}; it cannot move back to {{to}}.',
    status: `Status must be one of ${RESERVATION_STATUSES.join(', ')}.`,
    followUp: 'Choose a status: contacted or closed.',
    limit: 'Limit must be a whole number from 1 to 200.',
    tooMany_one: 'Too many reservation requests from this connection. Please wait {{count}} minute or message our concierge.',
    tooMany_other: 'Too many reservation requests from this connection. Please wait {{count}} minutes or message our concierge.',
  },
  request: {
    notFound: 'We could not find that request.',
    bookingNotFound: 'We could not find your booking.',
    title: 'Give the request a title.',
    titleTooLong: 'The title can be at most 200 characters.',
    notesText: 'Notes must be text.',
    notesTooLong: 'Notes can be at most 2000 characters.',
    timeText: 'The time must be text, such as 18:00.',
    timeTooLong: 'The time can be at most 40 characters.',
    scheduledTime: 'Choose one of the listed times.',
    breakfastSlot: 'Choose a breakfast slot.',
    diningGuests: 'Guests must be a number from 1 to 6.',
    addOnsList: 'Send add-ons as a list.',
    dishesList: 'Send dishes as a list.',
    unknownAddOn: 'Unknown dining add-on.',
    unknownDish: 'Unknown lunch or dinner item.',
    chooseWellness: 'Choose a wellness ritual.',
    chooseHousekeeping: 'Choose a housekeeping service.',
    chooseShuttle: 'Choose a shuttle departure.',
    choosePrivate: 'Choose a private transport option.',
    seats: 'Choose 1 to 4 seats.',
    guestNameText: 'The guest name must be text.',
    guestNameTooLong: 'The guest name can be at most 160 characters.',
    price: 'The price must be a number.',
    transportType: 'Transport is either a shuttle or a private option.',
    conciergeType: 'Concierge requests are in-person, celebration or guide-share.',
    unknownGuideEntry: 'Unknown guide entry.',
    conciergeNotes: 'Add a note so the concierge knows how to help.',
    category: 'Choose a category: dining, wellness, transport, housekeeping or concierge.',
    status: 'Choose a status: pending, scheduled, confirmed or acknowledged.',
    transition: 'A {{category}} request moves between {{first}} and {{second}} only.',
    serviceDateOutsideStay: 'Choose a day of your stay, from {{checkIn}} to {{checkOut}}.',
    serviceDatePast: 'That day has passed. Choose today or a later day of your stay.',
    shuttleDeparted: 'The {{time}} shuttle has already left today. Choose a later departure or another day.',
    startTooSoon: 'This needs at least {{minutes}} minutes’ notice: choose a later time or another day.',
    wellnessHours: 'This ritual can start between {{opens}} and {{latest}}, so that it ends by {{closes}}.',
    meal: 'Choose a meal: breakfast, lunch or dinner.',
    mealTime: 'Choose one of the listed times for this meal.',
    dishNotForMeal: 'One of the dishes is not served at this meal.',
    addOnsBreakfastOnly: 'Add-ons come with breakfast only.',
    dishesRequired: 'Add at least one dish to order lunch or dinner.',
    notCancellable: 'Staff have already answered this request, so it can no longer be cancelled. Message the concierge instead.',
    paidCannotCancel: 'This request is already paid, so it cannot be cancelled here. Message the concierge instead.',
    notesLocked: 'Staff have already answered this request, so its notes can no longer change. Message the concierge instead.',
    cancelled: 'This request was cancelled by the guest.',
    shuttleFull: 'The {{time}} shuttle is full. Please choose another departure.',
    shuttleSeatsLeft_one: 'Only {{count}} seat left on the {{time}} shuttle.',
    shuttleSeatsLeft_other: 'Only {{count}} seats left on the {{time}} shuttle.',
    tooMany_one: 'You have sent many requests in a short time. Please wait {{count}} minute, or message the concierge.',
    tooMany_other: 'You have sent many requests in a short time. Please wait {{count}} minutes, or message the concierge.',
  },
  message: {
    text: 'Write a message.',
    tooLong: 'A message can be at most 2000 characters.',
    internalFlag: 'Internal must be true or false.',
    tooMany_one: 'You have sent many messages in a short time. Please wait {{count}} minute.',
    tooMany_other: 'You have sent many messages in a short time. Please wait {{count}} minutes.',
  },
  assignment: {
    assignee: 'Choose a colleague by id, or none to release the request.',
    assigneeNotFound: 'That colleague cannot take requests.',
    othersOnly: 'Only a manager can give a request to someone else or take it from them.',
    body: 'Send a status or an assignee.',
  },
  notification: {
    notFound: 'We could not find that notification.',
    channel: 'Choose a channel: email or push.',
    emailFlag: 'Email must be on or off.',
    pushFlag: 'Push must be on or off.',
    preferences: 'Turn email or push on or off.',
  },
  idempotency: {
    keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    inProgress: 'The first request with this Idempotency-Key is still being processed. Try again in a moment.',
  },
  push: {
    endpoint: 'The push subscription needs an https endpoint.',
    keys: 'The push subscription needs its p256dh and auth keys.',
    language: 'Choose a language: en or id.',
    unavailable: 'Push notifications are not set up on this server.',
    privateEndpoint: 'The push subscription points to a private or local address, which is not allowed.',
    endpointTaken: 'This device is already subscribed for someone else. Turn push off there first.',
  },
  profile: {
    collection: 'Choose one of the three villa collections.',
  },
  billing: {
    chargeNotFound: 'We could not find that charge.',
    chargeSettled: 'This charge is already settled.',
    complimentary: 'Complimentary charges never change.',
    methodNotFound: 'We could not find that payment method.',
    needMethod: 'Add a payment method before settling your balance.',
    alreadySettled: 'Your balance is already settled: there is nothing left to pay.',
    chooseMethod: 'Choose one of your payment methods.',
    methodType: 'Choose Visa, Mastercard, American Express, PayPal or Apple Pay.',
    methodLabel: 'Enter a display label for this payment method.',
    methodLabelTooLong: 'The label can be at most 60 characters.',
    last4Text: 'The last four digits must be text.',
    last4: 'Enter at most 4 digits.',
    expiryText: 'The expiry must be text, such as 08/29.',
    expiry: 'Use MM/YY for the expiry.',
    cardExpiry: CARD_EXPIRY_MESSAGE.en,
  },
  ical: {
    invalidUrl: 'Enter a valid iCal link starting with http:// or https://.',
    urlRequired: 'Send airbnbIcalUrl: an http(s) iCal link, or null to remove it.',
    urlTooLong: 'The iCal link is too long (at most {{max}} characters).',
    noLink: 'No Airbnb iCal link is stored for {{villa}}. Save one first.',
    calendarNotFound: 'No calendar at this address.',
    queryDate: '{{name}} is not a real date (use YYYY-MM-DD).',
    endAfterStart: 'end must be after start.',
    runsLimit: 'limit must be a whole number from 1 to {{max}}.',
    feedNotFound: 'This villa has no calendar feed {{id}}.',
    feedUrlRequired: 'Send url: an http(s) iCal link.',
    feedLabel: 'Enter a label for the feed (at most {{max}} characters).',
    feedChannel: 'Choose the channel: airbnb, booking, vrbo or other.',
    feedNoChange: 'Send at least one of label, url or channel.',
    outboundChannel: 'channel must be airbnb, booking, vrbo or other.',
    tooManyFeeds: 'A villa has at most {{max}} calendar feeds. Remove one before adding another.',
  },
  /** Why a calendar pull failed: stored with its run, shown in the reader's language. */
  sync: {
    noLink: 'This calendar feed is no longer stored for this villa.',
    hostNotFound: 'The calendar host {{host}} could not be found.',
    unreachable: 'Could not reach the calendar server ({{reason}}).',
    tooLarge: 'The calendar is larger than {{megabytes}} MB.',
    downloadFailed: 'The calendar could not be downloaded ({{reason}}).',
    closedEarly: 'The calendar server closed the connection early.',
    tooManyRedirects: 'The calendar link redirects more than {{max}} times.',
    httpOnly: 'Only http and https calendar links are allowed.',
    privateAddress: 'The calendar link points to a private or local address, which is not allowed.',
    httpStatus: 'The calendar server answered {{status}}{{statusText}}.',
    timeout: 'The calendar server did not answer within {{seconds}} seconds.',
    notCalendar: 'The calendar is not a valid iCalendar file (no BEGIN:VCALENDAR … END:VCALENDAR).',
    unreadable: 'The calendar could not be read: {{reason}}',
    eventUnreadable: 'The event {{uid}} could not be read ({{reason}}), so it was left out.',
    tooManyEvents: 'The calendar has more than {{max}} stays and closed dates (each repeat of a recurring event counts, up to two years ahead). Nothing was changed.',
    repeatsTooOften: 'The calendar has an event that repeats {{frequency}}; stays and closed dates repeat at most daily. Nothing was changed.',
    linkChanged: 'The feed’s iCal link changed or was removed during the sync; nothing from the old link was saved.',
    unexpected: 'The sync stopped unexpectedly. Try again shortly.',
  },
  /** Online check-in, sent by the guest and verified by staff. */
  checkIn: {
    date: 'Use a real date as YYYY-MM-DD.',
    birthDateFuture: 'The date of birth cannot be in the future.',
    country: 'Use the three-letter country code printed in the document, such as AUS or IDN.',
    fullName: 'Write the full name as printed in the document (2 to 160 characters).',
    sex: 'Choose female, male or unspecified, as printed in the document.',
    documentType: 'Choose a passport, or a KTP for Indonesian citizens.',
    documentNumber: 'Write the document number (at most 20 letters and digits).',
    passportNumber: 'A passport number is at most 9 letters and digits.',
    nik: 'A NIK is the 16 digits on the KTP.',
    ktpForIndonesians: 'A KTP is for Indonesian citizens only: guests of other nationalities check in with their passport.',
    expiryRequired: 'Write the passport’s expiry date.',
    mrzFormat: 'The machine-readable zone is the two lines of 44 characters at the foot of the passport’s photo page.',
    mrzCheckDigit: 'A check digit in the machine-readable zone does not match. Copy both lines again exactly as printed.',
    mrzMismatch: 'This differs from the passport’s machine-readable zone. Correct it before sending.',
    party: 'Send the party as a list of persons.',
    partySize_one: 'Your booking counts {{count}} person: fill in their details.',
    partySize_other: 'Your booking counts {{count}} persons: fill in the details of each.',
    arrivalTime: 'Write the arrival time as HH:mm, such as 14:30.',
    flight: 'Write the flight number as printed on the ticket, such as GA404.',
    phone: 'Write a phone number that reaches you during the stay, with its country code.',
    rules: 'Accept the house rules to check in.',
    signature: 'Sign the house rules in the box.',
    closed: 'Online check-in opens {{days}} days before arrival and closes when the stay ends.',
    notFound: 'No such person in this booking’s check-in.',
    photo: 'Attach a photo of the passport’s data page (JPEG, PNG or WebP, at most 5 MB).',
    documentForeignOnly: 'A data-page photo is asked of guests who are not Indonesian citizens only.',
    documentsUnavailable: 'Document photos are not set up on this server.',
    documentNotFound: 'No document photo is attached for this person.',
    verified: 'Staff have verified the documents, so the check-in can no longer change. Message the concierge if something is wrong.',
  },
  /** The guest's rights over their data: the export, and master's erasure on request. */
  guestData: {
    notFound: 'No such booking.',
    confirmCode: 'Type the booking code exactly as shown to confirm the erasure.',
  },
  /** The register: reports to immigration and the tourist levy. */
  register: {
    date: 'Choose a day as YYYY-MM-DD.',
    scope: 'Export a day (with its date) or the guests not yet reported.',
    proofNumber: 'Enter the proof-of-report number APOA gave (1 to {{max}} letters, digits, dashes or slashes).',
    notForeign: 'Indonesian citizens are not reported to immigration and pay no tourist levy.',
    notVerified: 'Verify the guest’s document at the door before reporting them.',
    reported: 'This guest is already reported to immigration with proof number {{number}}.',
    notReported: 'Report the guest’s arrival to immigration before their check-out.',
    levyStatus: 'Choose paid, exempt or not known yet.',
    levyVoucher: 'Enter the Love Bali voucher code as printed (4 to 40 letters, digits and dashes).',
    levyReason: 'Give the reason for the exemption (2 to {{max}} characters).',
  },
  /** The multi-calendar, holds and confirming requests as bookings. */
  calendar: {
    span: 'days must be one of {{spans}}.',
    window: 'to must be after from and at most {{max}} days later.',
    reasonRequired: 'Give a reason for the hold.',
    blocked: '{{villa}} is not free from {{checkIn}} to {{checkOut}}: the {{source}} block from {{blockStart}} to {{blockEnd}} is in the way.',
    holdNotFound: 'No hold with that id on this villa.',
    notConfirmable: 'This reservation request is already {{status}}; it cannot become a booking.',
    checkInPassed: 'The check-in date of this reservation request has passed; it cannot become a booking.',
  },
  /** The housekeeping board: turnovers between two stays. */
  turnover: {
    notFound: 'No turnover with that id.',
    state: 'state must be one of occupied, to-clean, cleaning, to-inspect or ready.',
    transition: 'This turnover is {{from}} now; it cannot move to {{to}}. Reload to see its state.',
    assignee: 'Choose someone on the day’s housekeeping shift.',
    checklist: 'Tick items of the villa’s checklist.',
    cancelled: 'This turnover was cancelled: its stay is no longer on the calendar.',
  },
  /** Early check-in and late check-out, asked by the guest and answered by staff. */
  stayTime: {
    kind: 'Choose early-check-in or late-check-out.',
    time: 'Choose one of the times offered: {{times}}.',
    sameDayArrival: 'Another guest arrives in your villa on your departure day, so we cannot offer a late check-out. Ask the concierge about luggage storage.',
    sameDayDeparture: 'Another guest leaves your villa on your arrival day, so we cannot offer an early check-in. Ask the concierge about luggage storage.',
    villaHeld: 'The villa is reserved for its owner or for maintenance on that day, so we cannot offer this time.',
    closed: 'It is too late to ask for this now. Message the concierge instead.',
    alreadyAsked: 'You have already asked for this. Your requests show its answer.',
    notStayTime: 'This request is not an early check-in or late check-out.',
    decideInstead: 'Approve or decline this request: its answer changes the stay.',
    decision: 'decision must be approve or decline.',
    decided: 'This request was already answered the other way. Reload to see its answer.',
  },
  /** The guest service catalogue: drafts, publication, and ordering what is published. */
  offering: {
    paused: 'This item is paused and cannot be ordered right now. Choose another or ask the concierge.',
    priceRequired: 'Enter the price as a whole number of rupiah from 1 to {{max}}.',
    noPrice: 'Items of this section are complimentary: leave the price empty.',
    nothingToPublish: 'There is no draft waiting to be published.',
    language: 'Choose a language: en or id.',
  },
  funnel: {
    period: 'to must be on or after from, and the period at most {{max}} days long.',
    villa: 'Name the villa by its id.',
    tooMany_one: 'Too many page counts from this connection. Please wait {{count}} minute.',
    tooMany_other: 'Too many page counts from this connection. Please wait {{count}} minutes.',
  },
} as const;

/** The field names messages quote, in English (the web translates them under errors:labels). */
export const FIELD_LABELS = {
  category: 'Category',
  description: 'Description',
  amount: 'Amount',
  date: 'Date',
  categoryName: 'Category name',
  budget: 'Budget',
  task: 'Task',
  villa: 'Villa',
  area: 'Area',
  lastCompleted: 'Last completed',
  recurrence: 'Recurrence (months)',
  notes: 'Notes',
  assignee: 'Assignee',
  name: 'Name',
  role: 'Role',
  department: 'Department',
  wage: 'Wage',
  startDate: 'Start date',
  lastReview: 'Last review',
  email: 'Email',
  status: 'Status',
  username: 'Username',
  roleFilter: 'Role filter',
  departmentFilter: 'Department filter',
  search: 'Search',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  adults: 'Adults',
  children: 'Children',
  infants: 'Infants',
  titleEn: 'Title (English)',
  titleId: 'Title (Indonesian)',
  bodyEn: 'Text (English)',
  bodyId: 'Text (Indonesian)',
  firstNight: 'First night',
  lastNight: 'Last night',
  night: 'Night',
  day: 'Day',
  required: 'People needed',
  peopleIds: 'People',
  nameEn: 'Name (English)',
  nameId: 'Name (Indonesian)',
  descriptionEn: 'Description (English)',
  descriptionId: 'Description (Indonesian)',
  price: 'Price',
} as const;
export type FieldLabel = keyof typeof FIELD_LABELS;

type Catalogue = typeof ERROR_MESSAGES;
type Plain<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

type Group = keyof Catalogue & string;
type CodeName<G extends Group> = Plain<keyof Catalogue[G] & string>;

/** A stable error identifier, `group.name`, e.g. `auth.wrongTier`. */
export type ErrorCode = { [G in Group]: `${G}.${CodeName<G>}` }[Group];

/** An HTTP status the api answers an error with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 431 | 500 | 503;

/** One status for every code of a group, or `'*'` for those not named beside it; `null`: the api never answers with that code. */
type GroupStatus<G extends Group> = ErrorStatus | ({ readonly '*': ErrorStatus } & { readonly [K in CodeName<G>]?: ErrorStatus | null });

/**
 * The HTTP status of every code, stated once, so a refusal names only its code:
 * `new ApiException('booking.villaNotFound', { slug })` answers 404. A group without an entry
 * here does not compile; a code not named takes its group's `'*'`.
 */
export const ERROR_STATUS = {
  http: {
    '*': 400,
    unauthorized: 401,
    forbidden: 403,
    crossSite: 403,
    notFound: 404,
    requestTimeout: 408,
    conflict: 409,
    bodyTooLarge: 413,
    encodingUnsupported: 415,
    charsetUnsupported: 415,
    tooManyRequests: 429,
    headersTooLarge: 431,
    internal: 500,
    unavailable: 503,
    busy: 503,
    // The web's own, for answers without a coded body and for no answer at all.
    status: null,
    unexpected: null,
    offline: null,
  },
  validation: 400,
  auth: {
    '*': 400,
    wrongCredentials: 401,
    bookingNotFound: 401,
    staffRequired: 401,
    guestRequired: 401,
    suspended: 403,
    notActive: 403,
    wrongTier: 403,
    roleCannot: 403,
    endpointUnavailable: 403,
    tooManyAttempts: 429,
  },
  staff: { '*': 400, notFound: 404 },
  access: { '*': 400, ownRole: 403, ownSuspend: 403, ownRemove: 403, invitationInvalid: 404, emailTaken: 409, usernameTaken: 409, hasPassword: 409, statusStep: 409 },
  backOffice: { '*': 400, notFound: 404, categoryExists: 409, stageTemplateKept: 409, nothingToUndo: 409, noLongerUndoable: 409, changedSinceByOther: 409 },
  ledger: { '*': 400, notAReservation: 409, reservationCancelled: 409 },
  statement: { '*': 400, notFound: 404 },
  rota: { '*': 400, notOnTeam: 409, overlap: 409 },
  booking: { '*': 400, villaNotFound: 404, notFound: 404, unavailable: 409, stayStarted: 409 },
  pricing: { '*': 400, seasonOverlap: 409 },
  search: 400,
  reservation: { '*': 400, notFound: 404, overlap: 409, backwards: 409, tooMany: 429 },
  request: {
    '*': 400,
    notFound: 404,
    bookingNotFound: 404,
    shuttleDeparted: 409,
    shuttleFull: 409,
    shuttleSeatsLeft: 409,
    notCancellable: 409,
    paidCannotCancel: 409,
    notesLocked: 409,
    cancelled: 409,
    tooMany: 429,
  },
  message: { '*': 400, tooMany: 429 },
  assignment: { '*': 400, othersOnly: 403 },
  notification: { '*': 400, notFound: 404 },
  idempotency: { '*': 400, inProgress: 409, keyReused: 422 },
  push: { '*': 400, unavailable: 409, endpointTaken: 409 },
  profile: 400,
  billing: { '*': 400, chargeNotFound: 404, methodNotFound: 404, chargeSettled: 409, complimentary: 409, alreadySettled: 409 },
  ical: { '*': 400, calendarNotFound: 404, feedNotFound: 404, noLink: 409, tooManyFeeds: 409 },
  // A calendar pull's failure is stored with its run; the api answers one only when a feed's link is refused on saving.
  sync: 400,
  checkIn: { '*': 400, notFound: 404, documentNotFound: 404, closed: 409, verified: 409, documentsUnavailable: 409 },
  guestData: { '*': 400, notFound: 404 },
  register: { '*': 400, notForeign: 409, notVerified: 409, reported: 409, notReported: 409 },
  calendar: { '*': 400, holdNotFound: 404, blocked: 409, notConfirmable: 409, checkInPassed: 409 },
  turnover: { '*': 400, notFound: 404, transition: 409, cancelled: 409 },
  stayTime: { '*': 400, sameDayArrival: 409, sameDayDeparture: 409, villaHeld: 409, closed: 409, alreadyAsked: 409, notStayTime: 409, decideInstead: 409, decided: 409 },
  offering: { '*': 400, paused: 409, nothingToPublish: 409 },
  funnel: { '*': 400, tooMany: 429 },
} as const satisfies { readonly [G in Group]: GroupStatus<G> };

type Statuses = typeof ERROR_STATUS;
type Unanswered<G extends Group> = { [K in keyof Statuses[G]]: Statuses[G][K] extends null ? K : never }[keyof Statuses[G]];

/** A code the api answers with: every code but the web's own. */
export type ApiErrorCode = { [G in Group]: `${G}.${Exclude<CodeName<G>, Unanswered<G>>}` }[Group];

type TextOf<C extends string> = C extends `${infer G extends keyof Catalogue & string}.${infer K}`
  ? K extends keyof Catalogue[G]
    ? Catalogue[G][K]
    : Catalogue[G][`${K}_other` & keyof Catalogue[G]]
  : never;
type Placeholders<S> = string extends S ? never : S extends `${string}{{${infer P}}}${infer Rest}` ? P | Placeholders<Rest> : never;
type ParamValue<P> = P extends 'label' ? FieldLabel : string | number;

/** The values a code's message needs: `{ role, chosen }` for auth.wrongTier; none for most. */
export type ErrorParamsOf<C extends ErrorCode> = { [P in Placeholders<TextOf<C>>]: ParamValue<P> };
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A code with the values its message needs; `fields` name the inputs to fix. */
export interface CodedError {
  code: ErrorCode;
  params?: ErrorParams;
}

/** A coded error the api answers with. */
export interface ApiCodedError extends CodedError {
  code: ApiErrorCode;
}

/** Every failed API call answers with this body and a fitting 4xx/5xx status. */
export interface ApiErrorBody extends CodedError {
  /** English rendering of `code` and `params`, for curl users and logs. */
  error: string;
  /** Per-field codes when a body failed validation, keyed by dotted path. */
  fields?: Record<string, CodedError>;
}

/** `[params]` when the code's message has placeholders, nothing otherwise. */
export type ErrorParamsArg<C extends ErrorCode> = [Placeholders<TextOf<C>>] extends [never] ? [] : [params: ErrorParamsOf<C>];

/** A code the api answers with whose message needs no values. */
export type PlainErrorCode = { [C in ApiErrorCode]: ErrorParamsArg<C> extends [] ? C : never }[ApiErrorCode];

/** A typed `{ code, params }`: `coded('auth.wrongTier', { role, chosen })`. */
export function coded<C extends ErrorCode>(code: C, ...[params]: ErrorParamsArg<C>): CodedError & { code: C } {
  return params === undefined ? { code } : { code, params: params as ErrorParams };
}

const GROUPS = ERROR_MESSAGES as unknown as Record<string, Record<string, string>>;

/** The catalogue's message templates of a code: one text, or the plural forms. */
export function errorTemplates(code: string): { one?: string; other: string } | null {
  const dot = code.indexOf('.');
  const groupName = code.slice(0, dot);
  const group = Object.hasOwn(GROUPS, groupName) ? GROUPS[groupName] : undefined;
  if (!group || dot < 0) return null;
  const name = code.slice(dot + 1);
  if (/_(one|other)$/.test(name)) return null;
  if (Object.hasOwn(group, name)) return { other: group[name]! };
  if (Object.hasOwn(group, `${name}_other`)) return { one: group[`${name}_one`], other: group[`${name}_other`]! };
  return null;
}

// Every code a @prana/domain check answers with is in the catalogue, with a status.
true satisfies ValidationCode extends ApiErrorCode ? true : false;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorTemplates(value) !== null;
}

function statusOf(code: ErrorCode): ErrorStatus | null {
  const dot = code.indexOf('.');
  const statuses: Statuses[Group] = ERROR_STATUS[code.slice(0, dot) as Group];
  if (typeof statuses === 'number') return statuses;
  const own = (statuses as Readonly<Record<string, ErrorStatus | null>>)[code.slice(dot + 1)];
  return own === undefined ? statuses['*'] : own;
}

/** The HTTP status the api answers a code with. */
export function errorStatus(code: ApiErrorCode): ErrorStatus {
  return statusOf(code)!;
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return isErrorCode(value) && statusOf(value) !== null;
}

/** Every code of the catalogue. */
export const ERROR_CODES: readonly ErrorCode[] = Object.entries(GROUPS).flatMap(([group, messages]) => [
  ...new Set(Object.keys(messages).map((name) => `${group}.${name.replace(/_(one|other)$/, '')}` as ErrorCode)),
]);

/** Fills {{placeholders}}; a `label` names a field and reads as its English label. */
export function interpolate(template: string, params: ErrorParams = {}, label: (key: string) => string = englishLabel): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return name === 'label' ? label(String(value)) : String(value);
  });
}

function englishLabel(key: string): string {
  return (FIELD_LABELS as Record<string, string>)[key] ?? key;
}

/** The English text of a coded error (the wire's `error`, log lines). */
export function renderError(error: CodedError): string {
  const templates = errorTemplates(error.code);
  if (!templates) return error.code;
  const template = templates.one !== undefined && error.params?.count === 1 ? templates.one : templates.other;
  return interpolate(template, error.params);
}

/**
 * Zod schemas carry a code as their message (zod has no room for more): `zodError('request.seats')`,
 * with params encoded after a space. The validation pipe reads it back with `fromZodMessage`.
 */
export function zodError<C extends ApiErrorCode>(code: C, ...[params]: ErrorParamsArg<C>): { error: string } {
  return { error: params === undefined ? code : `${code} ${JSON.stringify(params)}` };
}

/** The coded error a zod issue message stands for; a message zod wrote itself is `validation.invalid`. */
export function fromZodMessage(message: string): ApiCodedError {
  const space = message.indexOf(' ');
  const code = space < 0 ? message : message.slice(0, space);
  if (!isApiErrorCode(code)) return { code: 'validation.invalid' };
  if (space < 0) return { code };
  try {
    return { code, params: JSON.parse(message.slice(space + 1)) as ErrorParams };
  } catch {
    return { code };
  }
}
