import type { EntityManager } from '@mikro-orm/postgresql';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { ActivityEntry } from '../journal/activity-entry.entity.ts';
import { Offering } from './offering.entity.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The demo's catalogue history, written once on a catalogue nobody has touched (no publication by
 * a person, no draft): three days ago the manager reworded the chef's lunch and master published it;
 * today the manager has drafted a fuller sunrise yoga text that waits for master. Prices stay the
 * catalogue's. Each step leaves its activity line, as the journal would have.
 */
export async function seedDemoOfferings(em: EntityManager, now = new Date()): Promise<void> {
  const touched = await em.count(Offering, { $or: [{ publishedBy: { $ne: null } }, { draft: { $ne: null } }] });
  if (touched > 0) return;
  const manager = await em.findOne(StaffUser, { username: 'manager' });
  const master = await em.findOne(StaffUser, { username: 'master' });
  const lunch = await em.findOne(Offering, { section: 'dining-dish', key: 'chef-lunch' });
  const yoga = await em.findOne(Offering, { section: 'wellness', key: 'sunrise-yoga' });
  if (!manager || !master || !lunch || !yoga) return;

  const line = (actor: StaffUser, action: string, message: string, details: ActivityEntry['details'], at: Date, subjectId: string | null) => {
    const entry = new ActivityEntry('offerings', action, message);
    entry.details = details;
    entry.actor = actor;
    entry.actorName = actor.name;
    entry.subjectId = subjectId;
    entry.createdAt = at;
    return entry;
  };

  const drafted = new Date(now.getTime() - 3 * DAY_MS - 2 * 60 * 60_000);
  const published = new Date(now.getTime() - 3 * DAY_MS);
  lunch.descriptionEn = 'Three courses from the morning market in Ubud, served in your pavilion.';
  lunch.descriptionId = 'Tiga hidangan dari pasar pagi Ubud, disajikan di bale Anda.';
  lunch.publishedAt = published;
  lunch.publishedBy = master.name;

  const waiting = new Date(now.getTime() - 2 * 60 * 60_000);
  yoga.draft = {
    nameEn: yoga.nameEn,
    nameId: yoga.nameId,
    descriptionEn: 'A private vinyasa flow on your terrace as the valley wakes up; mats, blocks and fresh coconut water brought to you.',
    descriptionId: 'Vinyasa privat di teras Anda saat lembah mulai terjaga; matras, balok yoga, dan air kelapa segar kami bawakan.',
    price: yoga.price,
    paused: yoga.paused,
  };
  yoga.draftUpdatedAt = waiting;
  yoga.draftBy = manager.name;

  em.persist([
    line(manager, 'offering.drafted', `Drafted a change to ${lunch.nameEn}`, { name: lunch.nameEn, section: lunch.section }, drafted, lunch.id),
    line(master, 'offering.published', 'Published 1 catalogue change', { count: 1 }, published, null),
    line(manager, 'offering.drafted', `Drafted a change to ${yoga.nameEn}`, { name: yoga.nameEn, section: yoga.section }, waiting, yoga.id),
  ]);
  await em.flush();
}
