import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BREAKFAST_SLOTS,
  BREAKFAST_SLOT_AVAILABILITY_LABELS,
  DEFAULT_DINING_GUESTS,
  DINING_ADD_ONS,
  DINING_ADD_ON_GROUPS,
  DINING_ALL_DAY_ITEMS,
  MAX_DINING_GUESTS,
  MIN_DINING_GUESTS,
  NOTES_FALLBACK_TEXTS,
  dinnerItems,
  lunchItems,
  type DiningAllDayItem,
} from '@prana/catalogue';
import { formatIdr, NOTES_FALLBACK_BY_CATEGORY, notesOrFallback } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized, useStoredText } from '../../lib/use-language.ts';
import { useCreateRequest } from './api/requests.ts';
import { useGuestFormat } from './guest-format.ts';
import { CategoryRequests } from './request-list.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import { useConciergeChat } from '../../lib/use-concierge-chat.ts';
import styles from './guest.module.css';

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** /app/dining: breakfast slot, guests, notes and add-ons; lunch and dinner; a summary; confirm makes the request and its charges. */
export function DiningPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestDining'));
  const localize = useLocalized();
  const storedText = useStoredText();
  const { language } = useGuestFormat();
  const createRequest = useCreateRequest();
  const chat = useConciergeChat();
  const guestsId = useId();
  const notesId = useId();
  const [slot, setSlot] = useState(BREAKFAST_SLOTS[0]!.time);
  const [guests, setGuests] = useState(DEFAULT_DINING_GUESTS);
  const [notes, setNotes] = useState('');
  const [addOns, setAddOns] = useState<string[]>([]);
  const [items, setItems] = useState<string[]>([]);
  const confirming = useAction(createRequest, { done: t('dining.confirmed') });

  const extrasTotal =
    DINING_ADD_ONS.filter((addOn) => addOns.includes(addOn.id)).reduce((sum, addOn) => sum + addOn.price, 0) +
    DINING_ALL_DAY_ITEMS.filter((item) => items.includes(item.id)).reduce((sum, item) => sum + item.price, 0);
  const shownNotes = notesOrFallback(notes, localize(NOTES_FALLBACK_TEXTS[NOTES_FALLBACK_BY_CATEGORY.dining]));

  const confirm = () =>
    createRequest.mutate(
      {
        category: 'dining',
        title: storedText({ kind: 'breakfast', time: slot, guests }),
        notes,
        scheduledTime: slot,
        metadata: { slot, guests, addOnIds: addOns, itemIds: items },
      },
      {
        onSuccess: () => {
          setAddOns([]);
          setItems([]);
          setNotes('');
        },
      },
    );

  const dishList = (title: string, list: DiningAllDayItem[]) => (
    <section className={styles.section}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <ul className={styles.grid}>
        {list.map((item) => (
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
  );

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestDining')}</p>
        <h1 className={styles.title}>{t('dining.title')}</h1>
        <p className={styles.lead}>{t('dining.lead')}</p>
      </header>

      <section className={styles.section} aria-labelledby="breakfast-title">
        <h2 id="breakfast-title" className={styles.sectionTitle}>
          {t('dining.breakfast')}
        </h2>
        <div role="radiogroup" aria-label={t('dining.slot')} className={styles.grid}>
          {BREAKFAST_SLOTS.map((option) => (
            <button key={option.time} type="button" role="radio" aria-checked={slot === option.time} className={`${styles.card} ${styles.choice} ${slot === option.time ? styles.cardDark : ''}`} onClick={() => setSlot(option.time)}>
              <span className={styles.spread}>
                <span className={styles.cardTitle}>{option.time}</span>
                <span className={styles.tag}>{localize(BREAKFAST_SLOT_AVAILABILITY_LABELS[option.availability])}</span>
              </span>
              <span className={styles.meta}>{localize(option.description)}</span>
            </button>
          ))}
        </div>
        <div className={styles.fields2}>
          <label className={styles.field} htmlFor={guestsId}>
            <span className={styles.label}>{t('dining.guests')}</span>
            <input
              id={guestsId}
              type="number"
              className={styles.input}
              min={MIN_DINING_GUESTS}
              max={MAX_DINING_GUESTS}
              value={guests}
              onChange={(event) => setGuests(Math.min(MAX_DINING_GUESTS, Math.max(MIN_DINING_GUESTS, Number(event.target.value) || MIN_DINING_GUESTS)))}
            />
          </label>
        </div>
        <label className={styles.field} htmlFor={notesId}>
          <span className={styles.label}>{t('common.notes')}</span>
          <textarea id={notesId} className={styles.input} value={notes} placeholder={t('dining.notesPlaceholder')} onChange={(event) => setNotes(event.target.value)} />
        </label>
      </section>

      {DINING_ADD_ON_GROUPS.map((group) => (
        <section key={group.id} className={styles.section}>
          <h2 className={styles.sectionTitle}>{localize(group.label)}</h2>
          <ul className={styles.grid}>
            {DINING_ADD_ONS.filter((addOn) => addOn.group === group.id).map((addOn) => (
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
      ))}

      {dishList(t('dining.lunch'), lunchItems())}
      {dishList(t('dining.dinner'), dinnerItems())}

      <section className={`${styles.card} ${styles.cardSand}`} aria-labelledby="dining-summary" data-testid="dining-summary">
        <h2 id="dining-summary" className={styles.sectionTitle}>
          {t('dining.summary')}
        </h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('dining.slot')}</dt>
            <dd>{slot}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('dining.guests')}</dt>
            <dd>{guests}</dd>
          </div>
          <div className={`${styles.stat} ${styles.statWide}`}>
            <dt>{t('dining.extrasTotal')}</dt>
            <dd>{formatIdr(extrasTotal, language)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>{shownNotes}</p>
        <div className={styles.actions}>
          <button type="button" className="button button-accent" disabled={confirming.busy} onClick={confirm}>
            {t('dining.confirm')}
          </button>
          <a className="button button-quiet" href={chat(t('dining.chatMessage', { time: slot, count: guests }))} target="_blank" rel="noreferrer">
            {t('dining.message')}
          </a>
        </div>
        <ActionMessage action={confirming} />
      </section>

      <CategoryRequests category="dining" />
    </div>
  );
}
