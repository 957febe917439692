// Baseline for the live-latency benchmark: a bare Socket.IO server relaying the same messages
// with no database, no sessions and no Redis, and Prana's socket heartbeat. Guests emit `create`, staff hear `created`; staff
// emit `ack`, the guest and the staff hear `updated` (as Prana's shared queue does).
import { Server } from 'socket.io';
import { SOCKET_HEARTBEAT } from '../../apps/api/src/realtime/heartbeat.ts';

const port = Number(process.env.PORT ?? 3712);
const io = new Server(port, { transports: ['websocket'], ...SOCKET_HEARTBEAT });
io.on('connection', (socket) => {
  const { role, guest } = socket.handshake.query as { role?: string; guest?: string };
  if (role === 'staff') void socket.join('staff');
  else void socket.join(`guest:${guest}`);
  socket.on('create', (message: { id: string; guest: string }, ack: () => void) => {
    ack();
    io.to('staff').emit('created', { id: message.id, guest: message.guest });
  });
  socket.on('ack', (message: { id: string; guest: string }, ack: () => void) => {
    ack();
    io.to([`guest:${message.guest}`, 'staff']).emit('updated', { id: message.id });
  });
});
process.on('SIGTERM', () => io.close(() => process.exit(0)));
