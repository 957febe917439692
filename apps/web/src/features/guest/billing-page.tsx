import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHARGE_CATEGORY_OPTIONS, CHARGE_FILTERS, CHARGE_STATUS_LABELS, type ChargeFilter } from '@prana/catalogue';
import { defaultPaymentMethod, formatIdr, formatPercent, type StoredText } from '@prana/domain';
import { useOnline } from '../../lib/offline/outbox.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useDates } from '../../lib/use-dates.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { useAction } from './use-action.ts';
import { PageWait } from './page-wait.tsx';
import { ActionMessage } from './action-message.tsx';
import { useCharges, usePay, usePaymentMethods, useSettleCharge } from './api/billing.ts';
import styles from './guest.module.css';
import { ModalActions } from '../../components/modal-actions.tsx';

/** /app/billing: summary, Settle balance with a method picker, the charges with filters, payment methods. */
export function BillingPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestBilling'));
  const localize = useLocalized();
  const { language, date } = useDates();
  const charges = useCharges();
  const methods = usePaymentMethods();
  const refetch = () => {
    void charges.refetch();
    void methods.refetch();
  };
  const payBalance = usePay();
  const settleCharge = useSettleCharge();
  const [filter, setFilter] = useState<ChargeFilter>('all');
  const [settleOpen, setSettleOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  // What the payment notification says, rendered below in the active language.
  const [notice, setNotice] = useState<StoredText | null>(null);
  const storedText = useStoredText();
  const paying = useAction(payBalance);
  // Payments are never queued: offline, the pay buttons say they need a connection.
  const online = useOnline();
  const settling = useAction(settleCharge);

  if (!charges.data || !methods.data) {
    return (
      <div className={styles.page}>
        <PageWait reads={[charges, methods]} onRetry={refetch} />
      </div>
    );
  }

  const { summary } = charges.data;
  const list = methods.data.methods;
  // The selected method defaults to the default one, else the first; a removed choice falls back the same way.
  const selected = list.find((method) => method.id === chosen) ?? defaultPaymentMethod(list);
  const shown = charges.data.charges.filter((charge) => filter === 'all' || charge.status === filter);

  const pay = (methodId?: string) =>
    payBalance.mutate(methodId, {
      onSuccess: (result) => {
        setNotice(result.notification.messageText);
        setSettleOpen(false);
      },
    });

  const settleBalance = () => {
    setNotice(null);
    // Nothing outstanding: the button only leaves the reminder notification.
    if (summary.outstanding === 0) pay();
    else setSettleOpen(true);
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestBilling')}</p>
        <h1 className={styles.title}>{t('billing.title')}</h1>
      </header>

      <section className={`${styles.card} ${styles.cardDark}`} aria-labelledby="billing-summary" data-testid="billing-summary">
        <h2 id="billing-summary" className={styles.sectionTitle}>
          {t('billing.summary')}
        </h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('billing.totalExtras')}</dt>
            <dd>{formatIdr(summary.totalExtras, language)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('billing.outstanding')}</dt>
            <dd data-testid="outstanding">{formatIdr(summary.outstanding, language)}</dd>
          </div>
          {summary.loyaltyDiscount > 0 ? (
            <div className={styles.stat}>
              <dt>{t('billing.loyaltyDiscount', { percent: formatPercent(summary.loyaltyRate, 0, language) })}</dt>
              <dd>{formatIdr(-summary.loyaltyDiscount, language)}</dd>
            </div>
          ) : null}
          <div className={styles.stat}>
            <dt>{t('billing.settled')}</dt>
            <dd>{formatIdr(summary.settled, language)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button type="button" className="button button-accent" disabled={paying.busy || !online} onClick={settleBalance}>
            {t('billing.settleBalance')}
          </button>
        </div>
        {online ? null : (
          <p className={styles.meta} data-testid="pay-offline">
            {t('billing.needsConnection')}
          </p>
        )}
        {paying.error && !settleOpen ? <ActionMessage action={paying} /> : null}
        <p role="status" className={styles.meta} data-testid="payment-notice">
          {notice ? storedText(notice) : ''}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="charges-title">
        <h2 id="charges-title" className={styles.sectionTitle}>
          {t('billing.charges')}
        </h2>
        <div className={styles.chips} role="group" aria-label={t('billing.filter')}>
          {CHARGE_FILTERS.map((option) => (
            <button key={option.id} type="button" className={styles.chip} aria-pressed={filter === option.id} onClick={() => setFilter(option.id)}>
              {localize(option.label)}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className={styles.empty}>{t('billing.noCharges')}</p>
        ) : (
          <ul className={styles.list} data-testid="charges">
            {shown.map((charge) => (
              <li key={charge.id} className={styles.listItem}>
                <div className={styles.cardHead}>
                  <p className={styles.cardTitle}>{localize(charge.localizedDescription)}</p>
                  <span className={styles.price}>{formatIdr(charge.amount, language)}</span>
                </div>
                <p className={styles.meta}>
                  {date(charge.date)} · {localize(CHARGE_CATEGORY_OPTIONS.find((option) => option.id === charge.category)!.label)} · {charge.reference}
                </p>
                <div className={styles.spread}>
                  <span className={styles.tag} data-charge-status={charge.status}>
                    {localize(CHARGE_STATUS_LABELS[charge.status])}
                  </span>
                  {charge.status === 'pending' ? (
                    <button
                      type="button"
                      className={`button button-quiet ${styles.small}`}
                      disabled={settling.busy}
                      onClick={() => settleCharge.mutate(charge.id)}
                    >
                      {t('billing.markSettled')}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {settling.error ? <ActionMessage action={settling} /> : null}
      </section>

      <PaymentMethods methods={list} onAdded={(method) => setChosen(method.id)} />

      <ModalDialog variant="sheet" open={settleOpen} title={t('billing.settleTitle')} onClose={() => setSettleOpen(false)}>
        <div className={styles.form}>
          <p>{t('billing.settleLead', { amount: formatIdr(summary.amountDue, language) })}</p>
          {list.length === 0 ? <p className={styles.error}>{t('billing.addMethodFirst')}</p> : null}
          <div role="radiogroup" aria-label={t('billing.methods')} className={styles.list}>
            {list.map((method) => (
              <label key={method.id} className={`${styles.listItem} ${styles.switch}`}>
                <span>
                  {method.label}
                  {method.isDefault ? ` · ${t('billing.default')}` : ''}
                </span>
                <input type="radio" name="settle-method" checked={selected?.id === method.id} onChange={() => setChosen(method.id)} />
              </label>
            ))}
          </div>
          <ModalActions className={styles.actions} cancelClassName="button button-quiet" onCancel={() => setSettleOpen(false)} cancelLabel={t('common.cancel')}>
            <button type="button" className="button button-accent" disabled={!selected || paying.busy || !online} onClick={() => selected && pay(selected.id)}>
              {t('billing.confirmPayment')}
            </button>
          </ModalActions>
          {paying.error ? <ActionMessage action={paying} /> : null}
        </div>
      </ModalDialog>
    </div>
  );
}
