import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD_OPTIONS } from '@prana/catalogue';
import type { PaymentMethodType } from '@prana/domain';
import type { PaymentMethodResponse } from '@prana/contracts';
import { isCardExpiryValid, sanitizeLast4, todayInBali } from '@prana/domain';
import { useErrorText } from '../../lib/error-text.ts';
import { useAddPaymentMethod, useMakeDefaultMethod, useRemovePaymentMethod } from './api/billing.ts';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import styles from './guest.module.css';

interface PaymentMethodsProps {
  methods: readonly PaymentMethodResponse[];
  /** Adding a method selects it for the next payment. */
  onAdded: (method: PaymentMethodResponse) => void;
}

/** The stored methods with Make default and Remove, and the add form (label required, last 4 digits only). */
export function PaymentMethods({ methods, onAdded }: PaymentMethodsProps) {
  const { t } = useTranslation('guest');
  const [type, setType] = useState<PaymentMethodType>('visa');
  const [label, setLabel] = useState('');
  const [last4, setLast4] = useState('');
  const [expiry, setExpiry] = useState('');
  const [labelError, setLabelError] = useState(false);
  const [expiryError, setExpiryError] = useState(false);
  // The method whose removal waits for the guest's yes.
  const [removing, setRemoving] = useState<string | null>(null);
  const addMethod = useAddPaymentMethod();
  const makeDefault = useMakeDefaultMethod();
  const remove = useRemovePaymentMethod();
  const adding = useAction(addMethod, { done: t('billing.methodAdded') });
  const changing = useAction([makeDefault, remove]);
  const ids = { type: useId(), label: useId(), last4: useId(), expiry: useId() };
  const errorText = useErrorText();

  /** "Visa, •••• 4242, expires 08/29": the parts the method has, nothing dangling. */
  const methodDetails = (method: PaymentMethodResponse) =>
    [
      PAYMENT_METHOD_OPTIONS.find((option) => option.id === method.type)?.label,
      method.last4 && !method.label.includes(method.last4) ? `•••• ${method.last4}` : null,
      method.expiry ? t('billing.expires', { expiry: method.expiry }) : null,
    ]
      .filter(Boolean)
      .join(', ');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const badLabel = !label.trim();
    const badExpiry = expiry.trim() !== '' && !isCardExpiryValid(expiry.trim(), todayInBali(new Date()));
    setLabelError(badLabel);
    setExpiryError(badExpiry);
    if (badLabel || badExpiry) return;
    addMethod.mutate(
      { type, label: label.trim(), last4: last4 || undefined, expiry: expiry.trim() || undefined },
      {
        onSuccess: (created) => {
          onAdded(created.method);
          setLabel('');
          setLast4('');
          setExpiry('');
        },
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="methods-title">
      <h2 id="methods-title" className={styles.sectionTitle}>
        {t('billing.methods')}
      </h2>
      <ul className={styles.list} data-testid="payment-methods">
        {methods.map((method) => (
          <li key={method.id} className={styles.listItem}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{method.label}</p>
              {method.isDefault ? <span className={styles.tag}>{t('billing.default')}</span> : null}
            </div>
            <p className={styles.meta}>{methodDetails(method)}</p>
            {removing === method.id ? (
              <div className={styles.confirm} role="group" aria-label={t('common.remove')}>
                <p>{t('billing.removeAsk', { label: method.label })}</p>
                <div className={styles.actions}>
                  <button type="button" className={`button button-accent ${styles.small}`} disabled={changing.busy} onClick={() => remove.mutate(method.id, { onSettled: () => setRemoving(null) })}>
                    {t('billing.removeYes')}
                  </button>
                  <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => setRemoving(null)}>
                    {t('billing.keep')}
                  </button>
                </div>
              </div>
            ) : (
              <div className={styles.actions}>
                {method.isDefault ? null : (
                  <button type="button" className={`button button-quiet ${styles.small}`} disabled={changing.busy} onClick={() => makeDefault.mutate(method.id)}>
                    {t('billing.makeDefault')}
                  </button>
                )}
                <button type="button" className={`button button-quiet ${styles.small}`} disabled={changing.busy} onClick={() => setRemoving(method.id)}>
                  {t('common.remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {changing.error ? <ActionMessage action={changing} /> : null}
      <form className={`${styles.card} ${styles.form}`} onSubmit={add} noValidate>
        <h3 className={styles.cardTitle}>{t('billing.addMethod')}</h3>
        <div className={styles.fields2}>
          <label className={styles.field} htmlFor={ids.type}>
            <span className={styles.label}>{t('billing.type')}</span>
            <select id={ids.type} className={styles.input} value={type} onChange={(event) => setType(event.target.value as PaymentMethodType)}>
              {PAYMENT_METHOD_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor={ids.label}>
            <span className={styles.label}>{t('billing.label')}</span>
            <input id={ids.label} className={styles.input} value={label} aria-invalid={labelError} onChange={(event) => setLabel(event.target.value)} />
          </label>
          <label className={styles.field} htmlFor={ids.last4}>
            <span className={styles.label}>{t('billing.last4')}</span>
            <input id={ids.last4} className={styles.input} inputMode="numeric" value={last4} onChange={(event) => setLast4(sanitizeLast4(event.target.value))} />
          </label>
          <label className={styles.field} htmlFor={ids.expiry}>
            <span className={styles.label}>{t('billing.expiry')}</span>
            <input
              id={ids.expiry}
              className={styles.input}
              placeholder="MM/YY"
              inputMode="numeric"
              value={expiry}
              aria-invalid={expiryError}
              onChange={(event) => setExpiry(event.target.value)}
            />
          </label>
        </div>
        {labelError ? (
          <p role="alert" className={styles.error}>
            {t('billing.labelRequired')}
          </p>
        ) : null}
        {expiryError ? (
          <p role="alert" className={styles.error}>
            {errorText({ code: 'billing.cardExpiry' })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.small}`} disabled={adding.busy}>
            {t('billing.add')}
          </button>
        </div>
        <ActionMessage action={adding} />
      </form>
    </section>
  );
}
