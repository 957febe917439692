// Focused load on one api process: N guests and S staff with sockets; RATE creates/s for SECONDS, first staff to hear acks.
// Prints the api's CPU ms per request (from /proc) and the machine load.
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
const B = process.env.URL ?? 'http://127.0.0.1:3821';
const PID = Number(process.env.API_PID);
const RATE = Number(process.env.RATE ?? 100), SECONDS = Number(process.env.SECONDS ?? 20), GUESTS = Number(process.env.GUESTS ?? 300), STAFF = 20;
const json = { 'Content-Type': 'application/json' };
const cookie = (r) => r.headers.getSetCookie().find((c) => c.startsWith('prana_session='))?.split(';')[0];
const cpu = () => { const f = readFileSync(`/proc/${PID}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const guests = [];
for (let i = 0; i < GUESTS; i += 25) guests.push(...await Promise.all(Array.from({ length: Math.min(25, GUESTS - i) }, async (_, k) => cookie(await fetch(`${B}/api/auth/guest/login`, { method: 'POST', headers: json, body: JSON.stringify({ lastName: 'Bench', bookingCode: `BEN-${String(i + k).padStart(4, '0')}` }) })))));
const staff = await Promise.all(Array.from({ length: STAFF }, async (_, i) => cookie(await fetch(`${B}/api/auth/staff/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: `bench-staff-${i}`, password: 'prana-demo', role: 'staff' }) }))));
const opts = (c) => ({ transports: ['websocket'], extraHeaders: { Cookie: c }, forceNew: true, reconnection: false });
const connect = (c) => new Promise((res, rej) => { const s = io(B, opts(c)); s.once('connect', () => res(s)); s.once('connect_error', rej); });
const gs = []; for (let i = 0; i < guests.length; i += 50) gs.push(...await Promise.all(guests.slice(i, i + 50).map(connect)));
const ss = await Promise.all(staff.map(connect));
const statuses = {}; const seen = new Set(); let acked = 0, heard = 0, bad = 0;
const acks = [];
ss.forEach((s, i) => s.on('request.created', ({ request }) => { if (seen.has(request.id)) return; seen.add(request.id);
  acks.push(fetch(`${B}/api/staff/requests/${request.id}`, { method: 'PATCH', headers: { ...json, Cookie: staff[i] }, body: JSON.stringify({ status: 'acknowledged' }) }).then(async (r) => { await r.arrayBuffer(); r.status === 200 ? acked++ : bad++; })); }));
gs.forEach((s) => s.on('request.updated', () => heard++));
await new Promise((r) => setTimeout(r, 1000));
const c0 = cpu(), t0 = performance.now(); const sends = []; let created = 0;
for (let i = 0; i < RATE * SECONDS; i++) { const w = t0 + (i * 1000) / RATE - performance.now(); if (w > 0) await new Promise((r) => setTimeout(r, w));
  sends.push(fetch(`${B}/api/guest/requests`, { method: 'POST', headers: { ...json, Cookie: guests[i % guests.length] }, body: JSON.stringify({ category: 'concierge', title: 'Bench request', notes: `m${i}` }) }).then(async (r) => { await r.arrayBuffer(); r.status === 201 ? created++ : (bad++, statuses[r.status] = (statuses[r.status] ?? 0) + 1); })); }
await Promise.all(sends); await new Promise((r) => setTimeout(r, 1500)); await Promise.all(acks);
const used = cpu() - c0;
console.log(`api CPU ${(used / created).toFixed(2)} ms per request (create + ack), ${created} created, ${acked} acked, ${bad} refused ${JSON.stringify(statuses)}; guests heard ${heard}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const s of [...gs, ...ss]) s.disconnect();
process.exit(0);
