import {
  BACK_OFFICE_READ_PERMISSION,
  LEDGER_READ_PERMISSION,
  can,
  ROOMS,
  SESSION_COOKIE,
  STAFF_ROLES,
  type ClientToServerEvents,
  type Permission,
  type ServerEventName,
  type StaffRole,
} from '@prana/contracts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { roomsFor } from '../realtime/realtime.gateway.ts';
import { componentsFor } from './components.ts';
import { EVENT_SCHEMAS, REPLY_SCHEMAS } from '../docs/api-schemas.generated.ts';

type Ref = { $ref: string };

interface Channel {
  address: string;
  title: string;
  description: string;
  parameters?: Record<string, { description: string }>;
  messages: Record<string, Ref>;
  /** Who joins the room at the handshake: `guest`, or the staff roles. */
  'x-joined-by'?: string[];
}

export interface AsyncApiDocument {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string; license: { name: string }; externalDocs: { description: string; url: string } };
  defaultContentType: string;
  servers: Record<string, object>;
  channels: Record<string, Channel>;
  operations: Record<string, object>;
  components: { schemas: Record<string, object>; messages: Record<string, object>; securitySchemes: Record<string, object> };
}

// A room's ids as the address parameters they stand for.
const IDS = { bookingId: '{bookingId}', sessionId: '{sessionId}', staffUserId: '{staffUserId}' };
const PARAMETERS: Record<keyof typeof IDS, string> = {
  bookingId: 'The booking’s id (`user.bookingId` in `GET /api/auth/me` for its guest).',
  sessionId: 'The session’s id (a keyed hash of its cookie).',
  staffUserId: 'The staff member’s account id (`user.id` in `GET /api/auth/me`).',
};

/** Every room of ROOMS: its addresses and what it is for. */
const ROOM_KINDS: Record<keyof typeof ROOMS, [addresses: string[], purpose: string]> = {
  booking: [[ROOMS.booking(IDS.bookingId)], 'The open pages of one booking.'],
  session: [[ROOMS.session(IDS.sessionId)], 'Every socket of one signed-in browser, so signing out closes exactly those.'],
  staff: [[ROOMS.staff], 'Every staff socket.'],
  staffRole: [STAFF_ROLES.map((role) => ROOMS.staffRole(role)), 'The staff sockets acting in this role (the tier their session signed in to).'],
  staffUser: [[ROOMS.staffUser(IDS.staffUserId)], 'Every socket of one staff member, over all their sessions.'],
  syncWatchers: [[ROOMS.syncWatchers], 'The staff who watch calendar sync and availability.'],
};

/** The socket itself, outside any room: Socket.IO's main namespace. */
const SOCKET = '/';
const BOOKING = ROOMS.booking(IDS.bookingId);
/** The `staff:<role>` room of each role holding one of the permissions. */
const rolesWith = (...permissions: Permission[]) => STAFF_ROLES.filter((role) => permissions.some((permission) => can(role, permission))).map((role) => ROOMS.staffRole(role));

/**
 * Where RealtimeService's callers send each event: its rooms (the socket itself for the one sent on
 * connecting), and how, when that depends on the payload. A send to another room changes it here.
 */
const SENT: Record<ServerEventName, { to: string[]; how?: string }> = {
  'session.ready': { to: [SOCKET], how: 'To the socket that just connected, once it joined its rooms.' },
  'session.ended': {
    to: [ROOMS.session(IDS.sessionId), ROOMS.staffUser(IDS.staffUserId)],
    how: 'To the session signed out, or to every session of a staff member suspended, removed or given another role; those sockets are then closed. A socket whose session expired is told so and closed by its own api process within a minute.',
  },
  'billing.updated': { to: [BOOKING] },
  'guest.profile.updated': { to: [BOOKING] },
  'notification.created': { to: [BOOKING] },
  'notification.read': { to: [BOOKING] },
  'request.created': { to: [...rolesWith('requests.manage'), BOOKING] },
  'request.updated': { to: [...rolesWith('requests.manage'), BOOKING] },
  'request.message': { to: [...rolesWith('requests.manage'), BOOKING], how: 'On a guest’s request, also to its booking; an internal note, or a message on a reservation request, to staff only.' },
  'request.assigned': { to: rolesWith('requests.manage') },
  'request.late': { to: rolesWith('requests.manage') },
  'register.changed': { to: rolesWith('register.manage'), how: 'A check-in sent, a document verified, a report to immigration or a departure recorded, a levy set, or a report raised overdue: the stay as the register lists it.' },
  'reservation.created': { to: rolesWith('reservations.read'), how: 'One message per role: the visitor’s email and phone are null for a role without `reservations.contact`.' },
  'reservation.updated': { to: rolesWith('requests.manage') },
  'backoffice.changed': {
    to: rolesWith(...Object.values(BACK_OFFICE_READ_PERMISSION)),
    how: `To the roles that may read the panel named: ${Object.entries(BACK_OFFICE_READ_PERMISSION)
      .map(([panel, permission]) => `${panel} → \`${permission}\``)
      .join(', ')}.`,
  },
  'ledger.changed': { to: rolesWith(LEDGER_READ_PERMISSION), how: 'When a booking, guest charge, payout or expense changed the ledger: finance and the KPIs are read again.' },
  'sync.started': { to: [ROOMS.syncWatchers] },
  'sync.progress': { to: [ROOMS.syncWatchers] },
  'sync.finished': { to: [ROOMS.syncWatchers] },
  'availability.changed': { to: [ROOMS.syncWatchers] },
  'feeds.changed': { to: [ROOMS.syncWatchers] },
  'booking.conflict': { to: [ROOMS.syncWatchers] },
  'turnover.changed': { to: rolesWith('turnovers.manage'), how: 'When a calendar change adds, re-times or cancels a turnover (turnover null: cancelled), or housekeeping moves, assigns or notes one.' },
  'turnover.late': { to: rolesWith('turnovers.manage'), how: 'Once per due time, by the job an hour before it, when the turnover is not ready.' },
  'stay.readiness': { to: [BOOKING], how: 'On the arrival day, when the turnover that prepares the villa for this booking moves (ready, or still being prepared) or is cancelled (null).' },
};

/** What each client event asks; the server answers through its acknowledgement. */
const ASKS: Record<keyof ClientToServerEvents, string> = {
  ping: 'Is the connection served? The server answers with its clock (ISO 8601).',
};

/** A session of each kind, its ids written as the parameters they stand for. */
const SESSIONS: [joiner: 'guest' | StaffRole, SessionContext][] = [
  ['guest', { kind: 'guest', sessionId: IDS.sessionId, expiresAt: 0, bookingId: IDS.bookingId, bookingCode: '', lastName: '' }],
  ...STAFF_ROLES.map((role): [StaffRole, SessionContext] => [role, { kind: 'staff', sessionId: IDS.sessionId, expiresAt: 0, staff: { id: IDS.staffUserId, username: '', name: '', role }, tier: role }]),
];

/** `booking:{bookingId}` → `booking`, `staff:master` → `staff-master`: a channel's key. */
const channelKey = (address: string) => address.replace(/:?\{\w+\}/g, '').replace(/[^A-Za-z0-9-]+/g, '-');
const messageRef = (name: string): Ref => ({ $ref: `#/components/messages/${name}` });
const eventsTo = (address: string) => (Object.keys(SENT) as ServerEventName[]).filter((event) => SENT[event].to.includes(address));

function joinedBy(joiners: string[]): string {
  const roles = joiners.filter((joiner) => joiner !== 'guest');
  const who = [...(joiners.includes('guest') ? ['guest sessions'] : []), ...(roles.length > 0 ? [`staff sessions acting as ${roles.map((role) => `\`${role}\``).join(' or ')}`] : [])];
  return `Joined at the handshake by ${who.join(' and ') || 'no session'}.`;
}

/** Each room as a channel: who joins it (roomsFor, asked for a session of each kind) and the events sent to it. */
function roomChannels(): Record<string, Channel> {
  const joiners = new Map<string, string[]>();
  for (const [joiner, session] of SESSIONS) for (const room of roomsFor(session)) joiners.set(room, [...(joiners.get(room) ?? []), joiner]);
  const channels: Record<string, Channel> = {};
  for (const [addresses, purpose] of Object.values(ROOM_KINDS)) {
    for (const address of addresses) {
      const who = joiners.get(address) ?? [];
      const parameters = [...address.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as keyof typeof IDS);
      channels[channelKey(address)] = {
        address,
        title: `Room ${address}`,
        description: `${purpose} ${joinedBy(who)}`,
        ...(parameters.length > 0 && { parameters: Object.fromEntries(parameters.map((name) => [name, { description: PARAMETERS[name] }])) }),
        messages: Object.fromEntries(eventsTo(address).map((event) => [event, messageRef(event)])),
        'x-joined-by': who,
      };
    }
  }
  return channels;
}

/**
 * The AsyncAPI 3 description of the live events: the Socket.IO server, each room as a channel
 * (who joins it, which events it hears), each event a message whose payload schema comes from
 * api-schemas.generated.ts, like the answers of the OpenAPI description.
 */
export function describeLiveEvents(publicUrl: string): AsyncApiDocument {
  const origin = new URL(publicUrl);
  const channels: Record<string, Channel> = {
    socket: {
      address: SOCKET,
      title: 'The socket itself',
      description: 'The main namespace: what one socket hears outside any room, and what it asks.',
      messages: Object.fromEntries([...eventsTo(SOCKET), ...Object.keys(ASKS).flatMap((event) => [event, `${event}.reply`])].map((name) => [name, messageRef(name)])),
    },
    ...roomChannels(),
  };
  const operations: Record<string, object> = {};
  for (const [key, channel] of Object.entries(channels)) {
    const sent = Object.keys(channel.messages).filter((event) => event in SENT);
    if (sent.length === 0) continue;
    operations[`${key}.send`] = {
      action: 'send',
      title: `To ${channel.address === SOCKET ? 'the socket' : channel.address}`,
      channel: { $ref: `#/channels/${key}` },
      messages: sent.map((event) => ({ $ref: `#/channels/${key}/messages/${event}` })),
    };
  }

  const messages: Record<string, object> = {};
  for (const [event, payload] of Object.entries(EVENT_SCHEMAS) as [ServerEventName, Record<string, unknown>][]) {
    const { to, how } = SENT[event];
    const rooms = to.filter((address) => address !== SOCKET).map((room) => `\`${room}\``);
    messages[event] = { name: event, description: [how, rooms.length > 0 && `Rooms: ${rooms.join(', ')}.`].filter(Boolean).join(' '), payload };
  }
  for (const [event, asks] of Object.entries(ASKS) as [keyof ClientToServerEvents, string][]) {
    messages[event] = { name: event, description: `${asks} No payload: its only argument is the acknowledgement.` };
    messages[`${event}.reply`] = { title: `${event} acknowledgement`, description: `What the server passes to the acknowledgement of \`${event}\`.`, payload: REPLY_SCHEMAS[event] };
    operations[event] = {
      action: 'receive',
      title: event,
      description: asks,
      channel: { $ref: '#/channels/socket' },
      messages: [{ $ref: `#/channels/socket/messages/${event}` }],
      reply: { channel: { $ref: '#/channels/socket' }, messages: [{ $ref: `#/channels/socket/messages/${event}.reply` }] },
    };
  }

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Prana live events',
      version: '1',
      description:
        'Live updates over Socket.IO 4, on the same origin as the pages and the REST api. Connect with socket.io-client and credentials: ' +
        'the handshake carries the session cookie and is refused without a live session (`Unauthorized: sign in first.`) or from another ' +
        'site. The server then puts the socket into the rooms its session may hear; a client never joins or leaves a room itself. ' +
        'Each event’s payload is its listener’s first argument. An event says "look again" or carries the new row: the database ' +
        'is the truth, and a client that reconnected reads again over REST what it shows (missed events are not replayed).',
      license: { name: 'Proprietary' },
      externalDocs: { description: 'The REST api (OpenAPI 3.1)', url: `${origin.origin}/api/docs/openapi.json` },
    },
    defaultContentType: 'application/json',
    servers: {
      app: {
        host: origin.host,
        protocol: origin.protocol === 'https:' ? 'wss' : 'ws',
        pathname: '/socket.io',
        description: 'Socket.IO (Engine.IO 4: HTTP long-polling, upgraded to WebSocket) at the api’s own origin.',
        security: [{ $ref: '#/components/securitySchemes/session' }],
      },
    },
    channels,
    operations,
    components: {
      schemas: componentsFor([EVENT_SCHEMAS, REPLY_SCHEMAS]),
      messages,
      securitySchemes: {
        session: {
          type: 'httpApiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie that `POST /api/auth/staff/login` and `POST /api/auth/guest/login` set; the rooms come from the session it proves.',
        },
      },
    },
  };
}
