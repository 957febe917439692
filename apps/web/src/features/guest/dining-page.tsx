import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BREAKFAST_SLOTS,
  BREAKFAST_SLOT_AVAILABILITY_LABELS,
  DEFAULT_DINING_GUESTS,
  DINING_ADD_ON_GROUPS,
  MAX_DINING_GUESTS,
  MIN_DINING_GUESTS,
  DINING_MEAL_LABELS,
  MEAL_TIMES,
  NOTES_FALLBACK_TEXTS,
  dishesForMeal,
} from '@prana/catalogue';
import { DINING_MEALS, formatIdr, NOTES_FALLBACK_BY_CATEGORY, notesOrFallback, startTimesInTime, type DiningMeal } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useCreateRequest } from './api/requests.ts';
import { useOfferings } from './api/offerings.ts';
import { PageWait } from './page-wait.tsx';
import { useDates } from '../../lib/use-dates.ts';
import { CategoryRequests } from './request-list.tsx';
import { NoTimeLeft, ServiceDayField, chosenOption, useFormNow, useServiceDays } from './service-day.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import { useConciergeChat } from '../../lib/use-concierge-chat.ts';
import styles from './guest.module.css';

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** A guest count typed in the form: a whole number from the catalogue's minimum to its maximum, else null (never changed behind the guest's back). */
function guestCount(text: string): number | null {
  const count = Number(text);
  return Number.isInteger(count) && count >= MIN_DINING_GUESTS && count <= MAX_DINING_GUESTS ? count : null;
}

/**
 * /app/dining: a meal (breakfast with its slots and add-ons, or lunch or dinner with their dishes),
 * its day and time (only the meal's times still at least the dining lead time away, the first by
 * default), guests and notes; a summary; confirm makes the request, named by what it orders, and
 * its charges.
 */
export function DiningPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestDining'));
  const localize = useLocalized();
  const storedText = useStoredText();
  const { language, date: formatDate } = useDates();
  const createRequest = useCreateRequest();
  const offerings = useOfferings();
  const catalogue = offerings.data;
  const chat = useConciergeChat();
  const guestsId = useId();
  const notesId = useId();
  const timeId = useId();
  const guestsErrorId = useId();
  const days = useServiceDays();
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenOption(days, chosenDate);
  const [meal, setMeal] = useState<DiningMeal>('breakfast');
  const now = useFormNow();
  const times = date ? startTimesInTime('dining', date, MEAL_TIMES[meal], now) : [];
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const time = chosenOption(times, chosenTime);
  const [guestsText, setGuestsText] = useState(String(DEFAULT_DINING_GUESTS));
  const [notes, setNotes] = useState('');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [items, setItems] = useState<string[]>([]);
  const confirming = useAction(createRequest, { done: t('dining.confirmed') });
  const guests = guestCount(guestsText);
  const needsDishes = meal !== 'breakfast' && items.length === 0;

  const chooseMeal = (next: DiningMeal) => {
    setMeal(next);
    setChosenTime(null);
    // What was picked for another meal is not ordered with this one.
    setAddOns([]);
    setItems([]);
  };

  // At the published prices the api charges (an item since paused is left out here and refused there).
  const extrasTotal =
    (catalogue?.diningAddOns ?? []).filter((addOn) => addOns.includes(addOn.id)).reduce((sum, addOn) => sum + addOn.price, 0) +
    (catalogue?.dishes ?? []).filter((item) => items.includes(item.id)).reduce((sum, item) => sum + item.price, 0);
  const shownNotes = notesOrFallback(notes, localize(NOTES_FALLBACK_TEXTS[NOTES_FALLBACK_BY_CATEGORY.dining]));

  const confirm = () => {
    if (guests === null || !date || !time || needsDishes) return;
    createRequest.mutate(
      {
        category: 'dining',
        title: storedText({ kind: 'dining-order', meal, time, guests, itemIds: [...addOns, ...items] }),
        notes,
        serviceDate: date,
        scheduledTime: time,
        metadata: { meal, slot: time, guests, addOnIds: addOns, itemIds: items },
      },
      {
        onSuccess: () => {
          setAddOns([]);
          setItems([]);
          setNotes('');
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestDining')}</p>
        <h1 className={styles.title}>{t('dining.title')}</h1>
        <p className={styles.lead}>{t('dining.lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby="meal-title">
        <h2 id="meal-title" className={styles.sectionTitle}>
          {t('dining.meal')}
        </h2>
        <div className={styles.chips} role="radiogroup" aria-label={t('dining.meal')}>
          {DINING_MEALS.map((option) => (
            <button key={option} type="button" role="radio" aria-checked={meal === option} className={styles.chip} onClick={() => chooseMeal(option)}>
              {localize(DINING_MEAL_LABELS[option])}
            </button>
          ))}
        </div>
        <div className={styles.fields2}>
          <ServiceDayField days={days} value={date} onChange={setChosenDate} />
          {meal === 'breakfast' || !time ? null : (
            <label className={styles.field} htmlFor={timeId}>
              <span className={styles.label}>{t('dining.time')}</span>
              <select id={timeId} className={styles.input} value={time} onChange={(event) => setChosenTime(event.target.value)}>
                {times.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {date && !time ? <NoTimeLeft days={days} date={date} /> : null}
        {meal === 'breakfast' && time ? (
          <div role="radiogroup" aria-label={t('dining.slot')} className={styles.grid}>
            {BREAKFAST_SLOTS.filter((option) => times.includes(option.time)).map((option) => (
              <button key={option.time} type="button" role="radio" aria-checked={time === option.time} className={`${styles.card} ${styles.choice} ${time === option.time ? styles.cardDark : ''}`} onClick={() => setChosenTime(option.time)}>
                <span className={styles.spread}>
                  <span className={styles.cardTitle}>{option.time}</span>
                  <span className={styles.tag}>{localize(BREAKFAST_SLOT_AVAILABILITY_LABELS[option.availability])}</span>
                </span>
                <span className={styles.meta}>{localize(option.description)}</span>
              </button>
            ))}
          </div>
        ) : null}
        <div className={styles.fields2}>
          <label className={styles.field} htmlFor={guestsId}>
            <span className={styles.label}>{t('dining.guests')}</span>
            <input
              id={guestsId}
              type="number"
              inputMode="numeric"
              className={styles.input}
              min={MIN_DINING_GUESTS}
              max={MAX_DINING_GUESTS}
              value={guestsText}
              aria-invalid={guests === null}
              aria-describedby={guests === null ? guestsErrorId : undefined}
              onChange={(event) => setGuestsText(event.target.value)}
            />
            {guests === null ? (
              <span id={guestsErrorId} role="alert" className={styles.error}>
                {t('dining.guestsRange', { min: MIN_DINING_GUESTS, max: MAX_DINING_GUESTS })}
              </span>
            ) : null}
          </label>
        </div>
        <label className={styles.field} htmlFor={notesId}>
          <span className={styles.label}>{t('common.notes')}</span>
          <textarea id={notesId} className={styles.input} value={notes} placeholder={t('dining.notesPlaceholder')} onChange={(event) => setNotes(event.target.value)} />
        </label>
      </section>

      {!catalogue ? (
        <PageWait reads={[offerings]} onRetry={() => void offerings.refetch()} />
      ) : meal === 'breakfast'
        ? DINING_ADD_ON_GROUPS.filter((group) => catalogue.diningAddOns.some((addOn) => addOn.group === group.id)).map((group) => (
            <section key={group.id} className={styles.section}>
              <h2 className={styles.sectionTitle}>{localize(group.label)}</h2>
              <ul className={styles.grid}>
                {catalogue.diningAddOns.filter((addOn) => addOn.group === group.id).map((addOn) => (
                  <li key={addOn.id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <p className={styles.cardTitle}>{localize(addOn.name)}</p>
                      <span className={styles.price}>{formatIdr(addOn.price, language)}</span>
                    </div>
                    <p className={styles.muted}>{localize(addOn.description)}</p>
                    <div className={styles.actions}>
                      <button type="button" className={`button button-quiet ${styles.small}`} aria-pressed={addOns.includes(addOn.id)} onClick={() => setAddOns((list) => toggle(list, addOn.id))}>
                        {addOns.includes(addOn.id) ? t('common.remove') : t('common.add')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))
        : (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{localize(DINING_MEAL_LABELS[meal])}</h2>
              <ul className={styles.grid}>
                {dishesForMeal(catalogue.dishes, meal).map((item) => (
                  <li key={item.id} className={styles.card}>
                    <div className={styles.cardHead}>
                      <p className={styles.cardTitle}>{localize(item.name)}</p>
                      <span className={styles.price}>{formatIdr(item.price, language)}</span>
                    </div>
                    <p className={styles.muted}>{localize(item.description)}</p>
                    <div className={styles.actions}>
                      <button type="button" className={`button button-quiet ${styles.small}`} aria-pressed={items.includes(item.id)} onClick={() => setItems((list) => toggle(list, item.id))}>
                        {items.includes(item.id) ? t('common.remove') : t('common.add')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}

      <section className={`${styles.card} ${styles.cardSand}`} aria-labelledby="dining-summary" data-testid="dining-summary">
        <h2 id="dining-summary" className={styles.sectionTitle}>
          {t('dining.summary')}
        </h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('dining.meal')}</dt>
            <dd>{localize(DINING_MEAL_LABELS[meal])}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('common.day')}</dt>
            <dd>{date && time ? `${formatDate(date, 'weekday')}, ${time}` : '—'}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('dining.guests')}</dt>
            <dd>{guests ?? '—'}</dd>
          </div>
          <div className={`${styles.stat} ${styles.statWide}`}>
            <dt>{t('dining.extrasTotal')}</dt>
            <dd>{formatIdr(extrasTotal, language)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{shownNotes}</p>
        {needsDishes ? <p className={styles.meta}>{t('dining.chooseDishes')}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="button button-accent" disabled={confirming.busy || guests === null || !date || !time || needsDishes} onClick={confirm}>
            {t('dining.confirm')}
          </button>
          <a className="button button-quiet" href={chat(t('dining.chatMessage', { meal: localize(DINING_MEAL_LABELS[meal]).toLowerCase(), time: time ?? MEAL_TIMES[meal][0], count: guests ?? DEFAULT_DINING_GUESTS }))} target="_blank" rel="noreferrer">
            {t('dining.message')}
          </a>
        </div>
        <ActionMessage action={confirming} />
      </section>

      <CategoryRequests category="dining" />
    </div>
  );
}
