import { Inject, Injectable } from '@nestjs/common';
import { responseDeadline, type RequestCategory } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/**
 * The 15-minute promise: each new request stores its deadline (`due_at`), and the worker's
 * late-requests check (MarkLateRequestsJob) marks those still unanswered after it. Nothing is
 * scheduled per request, so answering one has nothing to cancel.
 */
@Injectable()
export class ResponseDeadlines {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** An in-person host comes within ten minutes during on-site hours; everything else is a reply within the response time. */
  dueAt(createdAt: Date, request: { category: RequestCategory; metadata: Readonly<Record<string, unknown>> | null }): Date {
    const { responseMinutes, hours, inPersonMinutes, onSiteHours } = this.config.concierge;
    const inPerson = request.category === 'concierge' && request.metadata?.type === 'in-person';
    return inPerson ? responseDeadline(createdAt, inPersonMinutes, onSiteHours) : responseDeadline(createdAt, responseMinutes, hours);
  }
}
