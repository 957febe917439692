import { Injectable, Logger } from '@nestjs/common';
import { turnoverChecklist, type VillaKind } from '@prana/catalogue';
import type { EmployeeDepartmentIdValue, MoveTurnoverBody, TurnoverPerson, TurnoverResponse, TurnoversResponse, UpdateTurnoverBody } from '@prana/contracts';
import { addDays, canMoveTurnover, optionalText, todayInBali } from '@prana/domain';
import { ApiException } from '../../common/api-exception.ts';
import { Transactions } from '../../database/transactions.ts';
import type { Actor } from '../../journal/back-office-journal.service.ts';
import { TurnoversRepository } from '../../calendar-sync/turnovers.repository.ts';
import { toTurnoverResponse, TurnoverSync } from '../../calendar-sync/turnover-sync.service.ts';
import { RotaRepository } from '../rota/rota.repository.ts';

/** The rota's team whose shifts clean the villas (housekeeping is part of operations). */
export const HOUSEKEEPING_TEAM: EmployeeDepartmentIdValue = 'operations';

/**
 * The housekeeping board: today's and tomorrow's turnovers with the day's housekeeping crew, moved
 * through their states from a phone. Every change is one locked row update, heard live by every
 * device (turnover.changed); the not-ready alert job keeps running until the turnover is ready.
 */
@Injectable()
export class TurnoversService {
  private readonly logger = new Logger(TurnoversService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly turnovers: TurnoversRepository,
    private readonly sync: TurnoverSync,
    private readonly rota: RotaRepository,
  ) {}

  async board(now = new Date()): Promise<TurnoversResponse> {
    const today = todayInBali(now);
    const days = [today, addDays(today, 1)];
    const [rows, crew] = await Promise.all([this.turnovers.rows({ days }), this.crew(days[0]!, days[1]!)]);
    return { today, days, turnovers: rows.map(toTurnoverResponse), crew };
  }

  /** One step of the turnover's states (canMoveTurnover); a move from a state it is no longer in is a 409, so of two parallel moves one wins. */
  async move(id: string, body: MoveTurnoverBody, actor: Actor, now = new Date()): Promise<TurnoverResponse> {
    const from = await this.transactions.run(async () => {
      const turnover = await this.locked(id);
      if (!canMoveTurnover(turnover.state, body.state)) throw new ApiException('turnover.transition', { from: turnover.state, to: body.state });
      await this.turnovers.update(id, { state: body.state }, now);
      return turnover.state;
    });
    this.logger.log(`Turnover ${id}: ${from} → ${body.state} by ${actor.name}.`);
    return this.changed(id, now, body.state === 'ready');
  }

  /** Who is on it (someone on the day's housekeeping shift), the checklist's ticks, notes. */
  async update(id: string, body: UpdateTurnoverBody, actor: Actor, now = new Date()): Promise<TurnoverResponse> {
    await this.transactions.run(async () => {
      const turnover = await this.locked(id);
      if (body.assigneeId) {
        const crew = (await this.crew(turnover.day, turnover.day))[turnover.day] ?? [];
        if (!crew.some((person) => person.id === body.assigneeId)) throw ApiException.field('assigneeId', 'turnover.assignee');
      }
      if (body.checked) {
        const [row] = await this.turnovers.rows({ ids: [id] });
        const allowed = new Set(turnoverChecklist((toTurnoverResponse(row!).villaKind as VillaKind | null) ?? null).map((item) => item.id));
        if (body.checked.some((item) => !allowed.has(item))) throw ApiException.field('checked', 'turnover.checklist');
      }
      await this.turnovers.update(
        id,
        {
          assigneeId: body.assigneeId,
          checked: body.checked && [...new Set(body.checked)],
          notes: body.notes === undefined ? undefined : (optionalText(body.notes) ?? null),
        },
        now,
      );
    });
    this.logger.log(`Turnover ${id} updated by ${actor.name}.`);
    return this.changed(id);
  }

  private async locked(id: string) {
    const turnover = await this.turnovers.lock(id);
    if (!turnover) throw new ApiException('turnover.notFound');
    if (turnover.cancelled) throw new ApiException('turnover.cancelled');
    return turnover;
  }

  /** Heard by staff and the arriving guest; `madeReady`: the move that made it ready also tells that guest by push and email. */
  private async changed(id: string, now = new Date(), madeReady = false): Promise<TurnoverResponse> {
    const [row] = await this.turnovers.rows({ ids: [id] });
    if (madeReady) await this.sync.readyForArrival(row!, now);
    return this.sync.published(row!, now) ?? toTurnoverResponse(row!);
  }

  /** By day, the people on that day's housekeeping shifts, by name. */
  private async crew(from: string, to: string): Promise<Record<string, TurnoverPerson[]>> {
    const byDay: Record<string, Map<string, TurnoverPerson>> = {};
    for (const shift of await this.rota.between(from, to)) {
      if (shift.team !== HOUSEKEEPING_TEAM) continue;
      const people = (byDay[shift.day] ??= new Map());
      for (const person of shift.people) if (person.onTeam) people.set(person.id, { id: person.id, name: person.name });
    }
    const crew: Record<string, TurnoverPerson[]> = {};
    for (let day = from; day <= to; day = addDays(day, 1)) crew[day] = [...(byDay[day]?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return crew;
  }
}
