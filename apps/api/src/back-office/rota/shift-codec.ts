import type { EmployeeDepartmentIdValue } from '@prana/contracts';
import type { RowCodec } from '../../journal/row-codec.ts';
import type { RotaRepository, ShiftRow } from './rota.repository.ts';

/** Undo snapshots of shifts (add, change, remove), each with the people on it. */
export function shiftCodec(rota: RotaRepository): RowCodec<ShiftRow> {
  return {
    kind: 'shift',
    snapshot: (shift) => ({
      day: shift.day,
      team: shift.team,
      startTime: shift.startTime,
      endTime: shift.endTime,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      required: shift.required,
      leadId: shift.leadId,
      peopleIds: shift.peopleIds,
      createdAt: shift.createdAt,
    }),
    restore: (id, before) =>
      rota.restore(
        id,
        before && {
          day: before.day as string,
          team: before.team as EmployeeDepartmentIdValue,
          startTime: before.startTime as string,
          endTime: before.endTime as string,
          startsAt: before.startsAt as string,
          endsAt: before.endsAt as string,
          required: before.required as number,
          leadId: before.leadId as string,
          peopleIds: before.peopleIds as string[],
          createdAt: before.createdAt as string,
        },
      ),
  };
}
