import { Module } from '@nestjs/common';
import { BackOfficeJournal } from './back-office-journal.service.ts';
import { JournalRepository } from './journal.repository.ts';

/**
 * The activity log and undo history of staff changes (the back office's panels, a villa's
 * outbound-link rotation and feeds): one journal, imported by the modules that write to it.
 */
@Module({ providers: [BackOfficeJournal, JournalRepository], exports: [BackOfficeJournal] })
export class JournalModule {}
