import { valuesCodec } from '../../journal/row-codec.ts';
import type { RotaRepository } from './rota.repository.ts';

/** Undo snapshots of shifts (add, change, remove), each with the people on it. */
export const shiftCodec = (rota: RotaRepository) =>
  valuesCodec(
    'shift',
    { day: true, team: true, startTime: true, endTime: true, startsAt: true, endsAt: true, required: true, leadId: true, peopleIds: true, createdAt: true },
    rota.restore.bind(rota),
  );
