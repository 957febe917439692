import { Injectable } from '@nestjs/common';
import { LEDGER_READ_PERMISSION, type ActivityEntryResponse, type PayoutResponse, type UndoResponse } from '@prana/contracts';
import { daysBetween, formatIdr, isImportedSource, type FeedChannel } from '@prana/domain';
import { ApiException } from '../../common/api-exception.ts';
import { AvailabilityBlocksRepository, type PayoutRow } from '../../calendar-sync/availability-blocks.repository.ts';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { imageOf, type RowCodec } from '../../journal/row-codec.ts';
import { RealtimeService } from '../../realtime/realtime.service.ts';
import { TurnoverSync } from '../../calendar-sync/turnover-sync.service.ts';
import type { TurnoverChanges } from '../../calendar-sync/turnover-reconciler.ts';

/** Finance's activity log lines shown beside a reservation's payout. */
const PAYOUT_ACTIVITY_LIMIT = 20;

/**
 * What a channel paid out for a reservation imported from its feed: staff who may write finance
 * enter it, or clear it back to "amount not known", through the finance journal (activity log and
 * each person's undo). Every change tells the roles that read finance that the ledger moved. A
 * payout makes imported closed dates a stay (isStayBlock), so the villa's turnovers follow it.
 */
@Injectable()
export class PayoutsService {
  private readonly codec: RowCodec<PayoutRow>;

  constructor(
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly journal: BackOfficeJournal,
    private readonly realtime: RealtimeService,
    private readonly turnovers: TurnoverSync,
  ) {
    this.codec = this.codecCollecting([]);
  }

  /** The payout's codec; each restore reconciles the villa's turnovers, collected for after the commit. */
  private codecCollecting(turnovers: TurnoverChanges[]): RowCodec<PayoutRow> {
    return {
      kind: 'reservation-payout',
      snapshot: (row) => ({ payout: row.payout }),
      // A payout change never creates a row: its image always holds the payout before.
      restore: async (id, before) => {
        if (!before) return;
        await this.blocks.setPayout(id, before.payout as number | null);
        const block = await this.blocks.payout(id, false);
        if (block) turnovers.push(await this.turnovers.reconcile(block.villaSlug));
      },
    };
  }

  /** An imported reservation's payout, with the reader's undo history of finance. */
  async read(blockId: string, reader: Actor): Promise<PayoutResponse> {
    const block = onLedger(await this.blocks.payout(blockId, false));
    return toPayoutResponse(block, (await this.journal.undoState('finance', reader)).undoAvailable);
  }

  /** Enters (or with null clears) the payout; the same amount again changes and logs nothing. */
  async set(blockId: string, amount: number | null, actor: Actor): Promise<PayoutResponse> {
    const changed = await this.journal.change('finance', async () => {
      const block = onLedger(await this.blocks.payout(blockId, true));
      if (block.payout === amount) return null;
      await this.blocks.setPayout(block.id, amount);
      const stay = `${block.villaSlug} ${block.startsAt} to ${block.endsAt}`;
      await this.journal.record(
        'finance',
        actor,
        {
          action: amount === null ? 'payout.cleared' : 'payout.entered',
          message: amount === null ? `Marked the payout of ${stay} as not known` : `Entered a payout of ${formatIdr(amount)} for ${stay}`,
          details: { villa: block.villaSlug, checkIn: block.startsAt, checkOut: block.endsAt, channel: block.source, from: block.payout, to: amount },
          subjectId: block.id,
        },
        [imageOf(this.codec, block)],
      );
      return this.turnovers.reconcile(block.villaSlug);
    });
    if (changed) {
      await this.turnovers.settle(changed);
      this.ledgerChanged();
    }
    return this.read(blockId, actor);
  }

  /** Reverts the actor's own latest payout change. */
  async undo(actor: Actor): Promise<UndoResponse> {
    const turnovers: TurnoverChanges[] = [];
    const reverted = await this.journal.undo('finance', actor, { message: 'Reverted last change', codecs: [this.codecCollecting(turnovers)] });
    for (const changes of turnovers) await this.turnovers.settle(changes);
    this.ledgerChanged();
    return reverted;
  }

  /** Finance's latest log lines, or those about one reservation. */
  activity(blockId?: string): Promise<ActivityEntryResponse[]> {
    return this.journal.activity('finance', PAYOUT_ACTIVITY_LIMIT, blockId);
  }

  private ledgerChanged(): void {
    this.realtime.toStaffWith(LEDGER_READ_PERMISSION, 'ledger.changed', { cause: 'payout' });
  }
}

/** The block, when it is an imported reservation still on the ledger; a coded refusal otherwise. */
function onLedger(block: PayoutRow | undefined): PayoutRow {
  if (!block) throw new ApiException('backOffice.notFound', { what: 'reservation' });
  if (!isImportedSource(block.source)) throw new ApiException('ledger.notAReservation');
  if (!block.onLedger) throw new ApiException('ledger.reservationCancelled');
  return block;
}

function toPayoutResponse(block: PayoutRow, undoAvailable: number): PayoutResponse {
  return {
    blockId: block.id,
    villaSlug: block.villaSlug,
    channel: block.source as FeedChannel,
    checkIn: block.startsAt,
    checkOut: block.endsAt,
    nights: daysBetween(block.startsAt, block.endsAt) ?? 0,
    payout: block.payout,
    undoAvailable,
  };
}
