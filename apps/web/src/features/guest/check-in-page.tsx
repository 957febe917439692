import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_TYPES,
  LEVY_STATUSES,
  SEXES,
  readPassportMrz,
  type CheckInBody,
  type CheckInPersonBody,
  type CheckInPersonResponse,
  type CodedError,
  type GuestCheckInResponse,
} from '@prana/contracts';
import {
  CHECK_IN_OPENS_DAYS,
  INDONESIA,
  LOVE_BALI_URL,
  TOURIST_LEVY_IDR,
  expiresBeforeStayEnds,
  formatIdr,
  isForeignGuest,
  mrzDisagreements,
  partyAgeGroups,
  todayInBali,
  type AgeGroup,
  type LevyStatus,
  type MrzField,
  type MrzFields,
} from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorText, fieldErrorsOf } from '../../lib/error-text.ts';
import { useOutbox } from '../../lib/offline/outbox.ts';
import { checkInWrite, useAttachDocument, useCheckIn, useSendCheckIn } from './api/check-in.ts';
import { PageWait } from './page-wait.tsx';
import { SignaturePad } from './signature-pad.tsx';
import styles from './guest.module.css';

type Person = Omit<CheckInPersonBody, 'mrz' | 'levy'> & { mrz: string; levyStatus: LevyStatus; levyDetail: string };

const blankPerson = (): Person => ({
  fullName: '',
  sex: 'F',
  birthDate: '',
  nationality: '',
  documentType: 'passport',
  documentNumber: '',
  issuingCountry: '',
  documentExpiry: '',
  mrz: '',
  levyStatus: 'unknown',
  levyDetail: '',
});

/** A nationality typed that is not Indonesia's: the guest is reported to immigration and owes the tourist levy. */
const typedForeign = (nationality: string) => nationality.trim() !== '' && isForeignGuest(nationality.trim().toUpperCase());

/** The MRZ's capitals as a name reads (`ANNA MARIA ERIKSSON` → `Anna Maria Eriksson`). */
const asName = (mrzName: string) => mrzName.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** What the form holds for one person as it would be sent. */
function toBody({ levyStatus, levyDetail, ...person }: Person): CheckInPersonBody {
  const trimmedMrz = person.mrz.trim();
  const levy = !typedForeign(person.nationality)
    ? undefined
    : levyStatus === 'paid'
      ? { status: levyStatus, voucher: levyDetail }
      : levyStatus === 'exempt'
        ? { status: levyStatus, reason: levyDetail }
        : { status: levyStatus };
  return {
    ...person,
    ...(levy && { levy }),
    nationality: person.nationality.trim().toUpperCase(),
    issuingCountry: person.issuingCountry.trim().toUpperCase(),
    documentExpiry: person.documentType === 'ktp' || person.documentExpiry === '' ? null : person.documentExpiry,
    mrz: person.documentType === 'passport' && trimmedMrz !== '' ? trimmedMrz : null,
  };
}

/** The MRZ's reading and the typed fields that disagree with it (none without readable lines). */
function mrzState(person: Person, today: string): { fields: MrzFields | null; error: CodedError | null; differs: MrzField[] } {
  if (person.documentType !== 'passport' || person.mrz.trim() === '') return { fields: null, error: null, differs: [] };
  const reading = readPassportMrz(person.mrz, today);
  if (!reading.ok) return { fields: null, error: { code: reading.code }, differs: [] };
  const body = toBody(person);
  return { fields: reading.fields, error: null, differs: mrzDisagreements(reading.fields, { ...body, documentExpiry: body.documentExpiry }) };
}

/** /app/check-in: every person of the party with their document, the arrival, and the signed house rules. Works offline through the outbox. */
export function CheckInPage() {
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestCheckIn'));
  const read = useCheckIn();
  if (!read.data) {
    return (
      <div className={styles.page}>
        <PageWait reads={[read]} onRetry={() => void read.refetch()} />
      </div>
    );
  }
  return <CheckInForm checkIn={read.data} />;
}

function CheckInForm({ checkIn }: { checkIn: GuestCheckInResponse }) {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const send = useSendCheckIn();
  const waiting = useOutbox(checkInWrite).some((item) => item.state === 'waiting');
  const today = todayInBali(new Date());
  const ageGroups = partyAgeGroups(checkIn.party);
  const [persons, setPersons] = useState<Person[]>(() =>
    ageGroups.map((_, position) => {
      const sent = checkIn.sent?.guests[position];
      if (!sent) return blankPerson();
      const { fullName, sex, birthDate, nationality, documentType, documentNumber, issuingCountry, documentExpiry, levy } = sent;
      return {
        fullName,
        sex,
        birthDate,
        nationality,
        documentType,
        documentNumber,
        issuingCountry,
        documentExpiry: documentExpiry ?? '',
        mrz: '',
        levyStatus: levy?.status ?? 'unknown',
        levyDetail: levy?.voucher ?? levy?.reason ?? '',
      };
    }),
  );
  const [arrivalTime, setArrivalTime] = useState(checkIn.sent?.arrivalTime ?? '');
  const [flight, setFlight] = useState(checkIn.sent?.flight ?? '');
  const [phone, setPhone] = useState(checkIn.sent?.phone ?? '');
  const [accepted, setAccepted] = useState(checkIn.sent !== null);
  const [signature, setSignature] = useState<string | null>(null);
  const [filled, setFilled] = useState<number | null>(null);
  const fieldErrors = fieldErrorsOf(send.error);
  const sentNow = send.isSuccess;

  const change = (position: number, patch: Partial<Person>) => setPersons((current) => current.map((person, index) => (index === position ? { ...person, ...patch } : person)));
  const fillFromMrz = (position: number, fields: MrzFields) => {
    change(position, { ...fields, fullName: asName(fields.fullName) });
    setFilled(position);
  };

  const states = persons.map((person) => mrzState(person, today));
  const blocked = states.some((state) => state.error !== null || state.differs.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || !signature || !accepted) return;
    const body: CheckInBody = {
      guests: persons.map(toBody),
      arrivalTime: arrivalTime === '' ? null : arrivalTime,
      flight: flight.trim() === '' ? null : flight.trim(),
      phone: phone.trim(),
      rulesAccepted: true,
      signature,
    };
    send.mutate(body);
  };

  const rules = t('checkIn.rulesList').split('|');
  const locked = checkIn.sent !== null && !checkIn.editable && checkIn.sent.guests.some((guest) => guest.verifiedAt !== null);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{t('checkIn.eyebrow')}</p>
        <h1 className={styles.title}>{t('checkIn.title')}</h1>
        <p className={styles.lead}>{t('checkIn.lead')}</p>
      </header>
      {locked ? <p className={styles.success}>{t('checkIn.locked')}</p> : null}
      {!checkIn.editable && !locked ? <p className={styles.meta}>{t('checkIn.closed', { days: CHECK_IN_OPENS_DAYS })}</p> : null}
      {persons.some((person) => person.nationality.trim() === '' || typedForeign(person.nationality)) ? <LevyReminder /> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={tc('pages.guestCheckIn')}>
        <fieldset disabled={!checkIn.editable} className={styles.checkInFieldset}>
          {persons.map((person, position) => (
            <PersonFields
              key={position}
              position={position}
              ageGroup={ageGroups[position]!}
              person={person}
              verified={checkIn.sent?.guests[position]?.verifiedAt != null}
              sent={checkIn.sent?.guests[position] ?? null}
              editable={checkIn.editable}
              checkOut={checkIn.checkOut}
              mrz={states[position]!}
              filled={filled === position}
              errors={fieldErrors}
              onChange={(patch) => change(position, patch)}
              onFill={(fields) => fillFromMrz(position, fields)}
            />
          ))}
          <section className={styles.card} aria-labelledby="arrival-title">
            <h2 id="arrival-title" className={styles.sectionTitle}>
              {t('checkIn.arrival')}
            </h2>
            <div className={styles.fields2}>
              <TextField label={t('checkIn.arrivalTime')} type="time" value={arrivalTime} onChange={setArrivalTime} error={fieldErrors.arrivalTime} />
              <TextField label={t('checkIn.flight')} value={flight} onChange={setFlight} error={fieldErrors.flight} autoComplete="off" />
            </div>
            <TextField label={t('checkIn.phone')} type="tel" value={phone} onChange={setPhone} error={fieldErrors.phone} autoComplete="tel" required />
          </section>
          <section className={styles.card} aria-labelledby="rules-title">
            <h2 id="rules-title" className={styles.sectionTitle}>
              {t('checkIn.rules')}
            </h2>
            <ul className={styles.list}>
              {rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <label className={styles.checkRow}>
              <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
              <span>{t('checkIn.accept')}</span>
            </label>
            {fieldErrors.rulesAccepted ? <p className={styles.error}>{errorText(fieldErrors.rulesAccepted)}</p> : null}
            <SignaturePad typedName={persons[0]?.fullName ?? ''} onChange={setSignature} />
            {fieldErrors.signature ? <p className={styles.error}>{errorText(fieldErrors.signature)}</p> : null}
          </section>
        </fieldset>
        {checkIn.editable ? (
          <div className={styles.actions}>
            <button type="submit" className="button button-accent" disabled={(send.isPending && !send.isPaused) || blocked || !signature || !accepted}>
              {checkIn.sent ? t('checkIn.update') : t('checkIn.send')}
            </button>
          </div>
        ) : null}
        <div aria-live="polite">
          {waiting ? <p className={styles.meta}>{t('checkIn.waiting')}</p> : null}
          {sentNow ? <p className={styles.success}>{t('checkIn.done')}</p> : null}
          {send.error ? (
            <p role="alert" className={styles.error}>
              {Object.keys(fieldErrors).length > 0 ? t('checkIn.fixErrors') : errorText(send.error)}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}

interface PersonFieldsProps {
  position: number;
  ageGroup: AgeGroup;
  person: Person;
  verified: boolean;
  /** The person as the server holds them: a photo is attached to a sent person. */
  sent: CheckInPersonResponse | null;
  editable: boolean;
  checkOut: string;
  mrz: ReturnType<typeof mrzState>;
  filled: boolean;
  errors: Record<string, CodedError>;
  onChange: (patch: Partial<Person>) => void;
  onFill: (fields: MrzFields) => void;
}

function PersonFields({ position, ageGroup, person, verified, sent, editable, checkOut, mrz, filled, errors, onChange, onFill }: PersonFieldsProps) {
  const { t } = useTranslation('guest');
  const errorText = useErrorText();
  const titleId = useId();
  const mrzId = useId();
  const at = `guests.${position}`;
  const differs = new Set(mrz.differs);
  const errorOf = (field: string): CodedError | undefined => errors[`${at}.${field}`];
  const mrzNote = (field: MrzField) => (differs.has(field) && mrz.fields ? `${t('checkIn.mrzDiffers')}. ${t('checkIn.mrzValue', { value: mrz.fields[field] })}` : null);
  const passport = person.documentType === 'passport';
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={`check-in-person-${position}`}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('checkIn.person', { number: position + 1, group: t(`checkIn.ageGroups.${ageGroup}`) })}
        </h2>
        {verified ? <span className={styles.tag}>{t('checkIn.verified')}</span> : null}
      </div>
      <TextField label={t('checkIn.fullName')} value={person.fullName} onChange={(fullName) => onChange({ fullName })} error={errorOf('fullName')} note={mrzNote('fullName')} autoComplete="off" required />
      <div className={styles.fields2}>
        <SelectField label={t('checkIn.sex')} value={person.sex} options={SEXES.map((sex) => [sex, t(`checkIn.sexes.${sex}`)])} onChange={(sex) => onChange({ sex: sex as Person['sex'] })} error={errorOf('sex')} note={mrzNote('sex')} />
        <TextField label={t('checkIn.birthDate')} type="date" value={person.birthDate} onChange={(birthDate) => onChange({ birthDate })} error={errorOf('birthDate')} note={mrzNote('birthDate')} required />
      </div>
      <div className={styles.fields2}>
        <TextField label={t('checkIn.nationality')} value={person.nationality} onChange={(nationality) => onChange({ nationality: nationality.toUpperCase() })} error={errorOf('nationality')} note={mrzNote('nationality')} maxLength={3} autoComplete="off" required />
        <SelectField
          label={t('checkIn.documentType')}
          value={person.documentType}
          options={DOCUMENT_TYPES.filter((type) => type === 'passport' || person.nationality.toUpperCase() === INDONESIA).map((type) => [type, t(`checkIn.documentTypes.${type}`)])}
          onChange={(documentType) => onChange(documentType === 'ktp' ? { documentType: 'ktp', issuingCountry: INDONESIA } : { documentType: 'passport' })}
          error={errorOf('documentType')}
        />
      </div>
      {passport ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={mrzId}>
            {t('checkIn.mrz')}
          </label>
          <textarea
            id={mrzId}
            className={`${styles.input} ${styles.mrz}`}
            rows={2}
            value={person.mrz}
            spellCheck={false}
            autoCapitalize="characters"
            aria-describedby={`${mrzId}-hint`}
            onChange={(event) => onChange({ mrz: event.target.value })}
          />
          <p id={`${mrzId}-hint`} className={styles.meta}>
            {t('checkIn.mrzHint')}
          </p>
          {mrz.error || errorOf('mrz') ? (
            <p role="alert" className={styles.error}>
              {errorText(mrz.error ?? errorOf('mrz'))}
            </p>
          ) : null}
          {mrz.fields ? (
            <div className={styles.actions}>
              <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => onFill(mrz.fields!)}>
                {mrz.differs.length > 0 && person.documentNumber !== '' ? t('checkIn.useMrz') : t('checkIn.readMrz')}
              </button>
            </div>
          ) : null}
          {filled && mrz.differs.length === 0 ? <p className={styles.success}>{t('checkIn.mrzRead')}</p> : null}
        </div>
      ) : null}
      <div className={styles.fields2}>
        <TextField
          label={passport ? t('checkIn.documentNumber') : t('checkIn.nik')}
          value={person.documentNumber}
          onChange={(documentNumber) => onChange({ documentNumber: documentNumber.toUpperCase() })}
          error={errorOf('documentNumber')}
          note={mrzNote('documentNumber')}
          inputMode={passport ? undefined : 'numeric'}
          autoComplete="off"
          required
        />
        <TextField label={t('checkIn.issuingCountry')} value={person.issuingCountry} onChange={(issuingCountry) => onChange({ issuingCountry: issuingCountry.toUpperCase() })} error={errorOf('issuingCountry')} note={mrzNote('issuingCountry')} maxLength={3} autoComplete="off" required />
      </div>
      {passport ? (
        <>
          <TextField label={t('checkIn.documentExpiry')} type="date" value={person.documentExpiry ?? ''} onChange={(documentExpiry) => onChange({ documentExpiry })} error={errorOf('documentExpiry')} note={mrzNote('documentExpiry')} required />
          {expiresBeforeStayEnds(person.documentExpiry || null, checkOut) ? <p className={styles.meta}>{t('checkIn.expiresSoon')}</p> : null}
        </>
      ) : null}
      {typedForeign(person.nationality) ? <LevyFields person={person} errorOf={errorOf} onChange={onChange} /> : null}
      {sent && isForeignGuest(sent.nationality) ? <DocumentPhoto position={position} attached={sent.hasDocument} editable={editable} /> : null}
    </section>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: CodedError | undefined;
  /** Shown under the field: where it differs from the passport's lines. */
  note?: string | null;
}

function TextField({ label, value, onChange, error, note, type = 'text', ...input }: FieldProps & { type?: string; maxLength?: number; autoComplete?: string; required?: boolean; inputMode?: 'numeric' }) {
  const errorText = useErrorText();
  const id = useId();
  const problem = error ? errorText(error) : note;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {problem ? (
        <p id={`${id}-problem`} className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function SelectField({ label, value, options, onChange, error, note }: FieldProps & { options: [string, string][] }) {
  const errorText = useErrorText();
  const id = useId();
  const problem = error ? errorText(error) : note;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.input} value={value} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={`${id}-problem`} className={styles.error}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A foreign guest's passport data page: taken or chosen on the phone, sent at once (it needs a connection). */
function DocumentPhoto({ position, attached, editable }: { position: number; attached: boolean; editable: boolean }) {
  const { t } = useTranslation('guest');
  const errorText = useErrorText();
  const attach = useAttachDocument();
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('checkIn.photo')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        disabled={!editable || attach.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) attach.mutate({ position, file });
        }}
      />
      <p id={`${id}-hint`} className={styles.meta}>
        {attached ? t('checkIn.photoAttached') : t('checkIn.photoHint')}
      </p>
      {attach.error ? (
        <p role="alert" className={styles.error}>
          {errorText(attach.error)}
        </p>
      ) : null}
    </div>
  );
}

/** Bali's tourist levy, for guests from abroad: its amount and the province's official site, in the reader's language. */
function LevyReminder() {
  const { t, i18n } = useTranslation('guest');
  const titleId = useId();
  const language = i18n.language === 'id' ? 'id' : 'en';
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="levy-reminder">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('checkIn.levyTitle')}
      </h2>
      <p>{t('checkIn.levyReminder', { amount: formatIdr(TOURIST_LEVY_IDR, language), site: LOVE_BALI_URL })}</p>
      <a href={LOVE_BALI_URL} target="_blank" rel="noopener noreferrer">
        {t('checkIn.levyLink')}
      </a>
    </section>
  );
}

/** A foreign guest's levy: not known yet, paid with the Love Bali voucher, or exempt with the reason. */
function LevyFields({ person, errorOf, onChange }: { person: Person; errorOf: (field: string) => CodedError | undefined; onChange: (patch: Partial<Person>) => void }) {
  const { t } = useTranslation('guest');
  return (
    <div className={styles.fields2}>
      <SelectField
        label={t('checkIn.levy')}
        value={person.levyStatus}
        options={LEVY_STATUSES.map((status) => [status, t(`checkIn.levyOptions.${status}`)])}
        onChange={(levyStatus) => onChange({ levyStatus: levyStatus as LevyStatus })}
        error={errorOf('levy.status')}
      />
      {person.levyStatus === 'paid' ? (
        <TextField label={t('checkIn.levyVoucher')} value={person.levyDetail} onChange={(levyDetail) => onChange({ levyDetail: levyDetail.toUpperCase() })} error={errorOf('levy.voucher')} autoComplete="off" />
      ) : null}
      {person.levyStatus === 'exempt' ? <TextField label={t('checkIn.levyReason')} value={person.levyDetail} onChange={(levyDetail) => onChange({ levyDetail })} error={errorOf('levy.reason')} autoComplete="off" /> : null}
    </div>
  );
}
