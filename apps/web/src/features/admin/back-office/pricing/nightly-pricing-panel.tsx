import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RateOverrideResponse, SeasonBody, SeasonResponse, VillaPricingResponse } from '@prana/contracts';
import { formatDate, formatDateRange, formatIdr, MINIMUM_STAY_RANGE, SEASON_PERCENT_RANGE, todayInBali } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useNotices } from '../../shell/notices.tsx';
import { Panel } from '../../panels/panel.tsx';
import { ActivityLog } from '../shared/activity-log.tsx';
import { FormField } from '../shared/form-field.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import type { BackOfficePanelProps } from '../shared/panel-props.ts';
import { UndoButton } from '../shared/undo-button.tsx';
import { useSubmit } from '../shared/use-submit.ts';
import {
  useAddSeason,
  useEditSeason,
  usePricing,
  useRemoveOverride,
  useRemoveSeason,
  useSetOverride,
  useSetVillaPricing,
  useUndoPricing,
} from '../api/pricing.ts';
import shared from '../shared/back-office.module.css';
import styles from './nightly-pricing.module.css';

/** A number typed into a field; blank or unreadable is sent as NaN's JSON (null), which the api refuses with its code. */
const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Master's nightly pricing: seasons of the whole group (a percent of each villa's base rate, an
 * optional longer minimum stay), each villa's base rate and minimum stay, and single-date rates,
 * with the activity log and undo. What is saved prices the public site at once.
 */
export function NightlyPricingPanel({ readOnly = false }: BackOfficePanelProps) {
  const { t } = useTranslation('backOffice');
  const pricing = usePricing();
  const undoPricing = useUndoPricing();
  const undo = useSubmit(undoPricing);
  const data = pricing.data;
  const actions = readOnly ? (
    <span className={shared.readOnly}>{t('common.readOnly')}</span>
  ) : (
    <UndoButton panel="pricing" next={data?.undoNext} pending={undo.pending} onUndo={() => undoPricing.mutate()} testId="pricing-undo" />
  );
  return (
    <Panel title={t('pricing.title')} lead={t('pricing.lead')} actions={actions} testId="nightly-pricing" wide>
      {undo.error ? (
        <p className={shared.alert} role="alert">
          {undo.error}
        </p>
      ) : null}
      <PanelState query={pricing} />
      {data ? (
        <>
          <Seasons seasons={data.seasons} readOnly={readOnly} />
          <VillaRates villas={data.villas} readOnly={readOnly} />
          <Overrides villas={data.villas} overrides={data.overrides} readOnly={readOnly} />
          <ActivityLog panel="pricing" entries={data.activity} />
        </>
      ) : null}
    </Panel>
  );
}

function Seasons({ seasons, readOnly }: { seasons: SeasonResponse[]; readOnly: boolean }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const { toast } = useNotices();
  // The season being edited ('new' for one being added).
  const [editing, setEditing] = useState<string | null>(null);
  const removeSeason = useRemoveSeason();
  const remove = useSubmit(removeSeason);
  return (
    <section className={styles.section} aria-labelledby="pricing-seasons">
      <h4 id="pricing-seasons" className={shared.subheading}>
        {t('pricing.seasons')}
      </h4>
      <p className={shared.muted}>{t('pricing.seasonsLead')}</p>
      {remove.error ? (
        <p className={shared.alert} role="alert">
          {remove.error}
        </p>
      ) : null}
      {seasons.length === 0 ? <p className={shared.muted}>{t('pricing.seasonsEmpty')}</p> : null}
      <ul className={styles.list}>
        {seasons.map((season) =>
          editing === season.id ? (
            <li key={season.id} className={styles.row}>
              <SeasonForm season={season} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={season.id} className={styles.row} data-testid="season-row">
              <span className={styles.name}>{season.name}</span>
              <span className={styles.facts}>
                {formatDateRange(season.firstNight, season.lastNight, language)} · {t('pricing.seasonSummary', { percent: season.ratePercent })}
                {season.minStayNights !== null ? ` · ${t('pricing.seasonMinimum', { count: season.minStayNights })}` : null}
              </span>
              {readOnly ? null : (
                <span className={shared.actions}>
                  <button type="button" className={shared.btn} onClick={() => setEditing(season.id)} aria-label={t('pricing.editSeason', { season: season.name })}>
                    {t('pricing.edit')}
                  </button>
                  <button
                    type="button"
                    className={shared.btn}
                    disabled={remove.pending}
                    onClick={() => removeSeason.mutate(season.id, { onSuccess: () => toast({ tone: 'success', title: t('activity.season.removed', { season: season.name, from: formatDate(season.firstNight, language), to: formatDate(season.lastNight, language) }) }) })}
                    aria-label={t('pricing.removeSeason', { season: season.name })}
                  >
                    {t('pricing.remove')}
                  </button>
                </span>
              )}
            </li>
          ),
        )}
      </ul>
      {readOnly ? null : editing === 'new' ? (
        <SeasonForm onDone={() => setEditing(null)} />
      ) : (
        <div className={shared.toolbar}>
          <button type="button" className={`${shared.btn} ${shared.primary}`} onClick={() => setEditing('new')} data-testid="season-add">
            {t('pricing.addSeason')}
          </button>
        </div>
      )}
    </section>
  );
}

const SEASON_FIELDS = ['name', 'firstNight', 'lastNight', 'ratePercent', 'minStayNights'] as const;

/** Adds a season, or edits one. */
function SeasonForm({ season, onDone }: { season?: SeasonResponse; onDone: () => void }) {
  const { t } = useTranslation('backOffice');
  const { toast } = useNotices();
  const [values, setValues] = useState({
    name: season?.name ?? '',
    firstNight: season?.firstNight ?? '',
    lastNight: season?.lastNight ?? '',
    ratePercent: season ? String(season.ratePercent) : '125',
    minStayNights: season?.minStayNights != null ? String(season.minStayNights) : '',
  });
  const addSeason = useAddSeason();
  const editSeason = useEditSeason();
  const submit = useSubmit(addSeason, editSeason);
  const formError = submit.formError(SEASON_FIELDS);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const body: SeasonBody = {
      name: values.name,
      firstNight: values.firstNight,
      lastNight: values.lastNight,
      ratePercent: typedNumber(values.ratePercent),
      minStayNights: values.minStayNights.trim() === '' ? null : typedNumber(values.minStayNights),
    };
    const onSuccess = (saved: SeasonResponse) => {
      toast({ tone: 'success', title: t('pricing.savedSeason', { season: saved.name }) });
      onDone();
    };
    if (season) editSeason.mutate({ id: season.id, body }, { onSuccess });
    else addSeason.mutate(body, { onSuccess });
  };

  return (
    <form className={shared.form} onSubmit={save} noValidate data-testid="season-form" aria-label={season ? t('pricing.editSeason', { season: season.name }) : t('pricing.addSeason')}>
      {formError ? (
        <p className={shared.alert} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.fields}>
        <FormField label={t('pricing.name')} error={submit.fields.name}>
          {(control) => <input {...control} className={shared.input} name="name" value={values.name} onChange={set('name')} maxLength={60} autoComplete="off" />}
        </FormField>
        <FormField label={t('pricing.firstNight')} error={submit.fields.firstNight}>
          {(control) => <input {...control} className={shared.input} type="date" name="firstNight" value={values.firstNight} onChange={set('firstNight')} />}
        </FormField>
        <FormField label={t('pricing.lastNight')} error={submit.fields.lastNight}>
          {(control) => <input {...control} className={shared.input} type="date" name="lastNight" value={values.lastNight} min={values.firstNight || undefined} onChange={set('lastNight')} />}
        </FormField>
        <FormField label={t('pricing.percent')} error={submit.fields.ratePercent}>
          {(control) => (
            <input {...control} className={`${shared.input} ${styles.short}`} type="number" inputMode="numeric" name="ratePercent" min={SEASON_PERCENT_RANGE.min} max={SEASON_PERCENT_RANGE.max} value={values.ratePercent} onChange={set('ratePercent')} />
          )}
        </FormField>
        <FormField label={t('pricing.seasonMinStay')} error={submit.fields.minStayNights}>
          {(control) => (
            <input {...control} className={`${shared.input} ${styles.short}`} type="number" inputMode="numeric" name="minStayNights" min={MINIMUM_STAY_RANGE.min} max={MINIMUM_STAY_RANGE.max} value={values.minStayNights} onChange={set('minStayNights')} />
          )}
        </FormField>
      </div>
      <div className={shared.formActions}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
          {t('pricing.save')}
        </button>
        <button type="button" className={shared.btn} onClick={onDone}>
          {t('pricing.cancel')}
        </button>
      </div>
    </form>
  );
}

function VillaRates({ villas, readOnly }: { villas: VillaPricingResponse[]; readOnly: boolean }) {
  const { t } = useTranslation('backOffice');
  return (
    <section className={styles.section} aria-labelledby="pricing-villas">
      <h4 id="pricing-villas" className={shared.subheading}>
        {t('pricing.villas')}
      </h4>
      <ul className={styles.list}>
        {villas.map((villa) => (
          <li key={villa.slug} className={styles.row} data-testid="villa-pricing-row">
            <VillaRateForm villa={villa} readOnly={readOnly} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One villa's base rate and minimum stay, saved together. */
function VillaRateForm({ villa, readOnly }: { villa: VillaPricingResponse; readOnly: boolean }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const { toast } = useNotices();
  const [baseRate, setBaseRate] = useState(String(villa.baseRate));
  const [minStay, setMinStay] = useState(String(villa.minStayNights));
  const setVillaPricing = useSetVillaPricing();
  const submit = useSubmit(setVillaPricing);
  if (readOnly) {
    return (
      <>
        <span className={styles.name}>{villa.name}</span>
        <span className={styles.facts}>
          {formatIdr(villa.baseRate, language)} · {t('pricing.seasonMinimum', { count: villa.minStayNights })}
        </span>
      </>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    setVillaPricing.mutate(
      { slug: villa.slug, body: { baseRate: typedNumber(baseRate), minStayNights: typedNumber(minStay) } },
      { onSuccess: () => toast({ tone: 'success', title: t('pricing.savedVilla', { villa: villa.name }) }) },
    );
  };
  return (
    <form className={styles.fields} onSubmit={save} noValidate aria-label={villa.name}>
      <span className={styles.name}>{villa.name}</span>
      <FormField label={t('pricing.baseRate')} error={submit.fields.baseRate}>
        {(control) => <input {...control} className={`${shared.input} ${styles.number}`} type="number" inputMode="numeric" min={1} name="baseRate" value={baseRate} onChange={(event) => setBaseRate(event.target.value)} />}
      </FormField>
      <FormField label={t('pricing.minStay')} error={submit.fields.minStayNights}>
        {(control) => (
          <input {...control} className={`${shared.input} ${styles.short}`} type="number" inputMode="numeric" min={MINIMUM_STAY_RANGE.min} max={MINIMUM_STAY_RANGE.max} name="minStayNights" value={minStay} onChange={(event) => setMinStay(event.target.value)} />
        )}
      </FormField>
      <button type="submit" className={shared.btn} disabled={submit.pending} aria-label={t('pricing.saveVilla', { villa: villa.name })}>
        {t('common.save')}
      </button>
      {submit.formError(['baseRate', 'minStayNights']) ? (
        <p className={shared.alert} role="alert">
          {submit.formError(['baseRate', 'minStayNights'])}
        </p>
      ) : null}
    </form>
  );
}

function Overrides({ villas, overrides, readOnly }: { villas: VillaPricingResponse[]; overrides: RateOverrideResponse[]; readOnly: boolean }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const [values, setValues] = useState({ villaSlug: villas[0]?.slug ?? '', night: '', rate: '' });
  const setOverride = useSetOverride();
  const removeOverride = useRemoveOverride();
  const submit = useSubmit(setOverride, removeOverride);
  const nameOf = (slug: string) => villas.find((villa) => villa.slug === slug)?.name ?? slug;
  const save = (event: FormEvent) => {
    event.preventDefault();
    setOverride.mutate({ villaSlug: values.villaSlug, night: values.night, rate: typedNumber(values.rate) }, { onSuccess: () => setValues({ ...values, night: '', rate: '' }) });
  };
  return (
    <section className={styles.section} aria-labelledby="pricing-overrides">
      <h4 id="pricing-overrides" className={shared.subheading}>
        {t('pricing.overrides')}
      </h4>
      <p className={shared.muted}>{t('pricing.overridesLead')}</p>
      {readOnly ? null : (
        <form className={shared.form} onSubmit={save} noValidate aria-label={t('pricing.overrides')}>
          {submit.formError(['villaSlug', 'night', 'rate']) ? (
            <p className={shared.alert} role="alert">
              {submit.formError(['villaSlug', 'night', 'rate'])}
            </p>
          ) : null}
          <div className={styles.fields}>
            <FormField label={t('pricing.villa')} error={submit.fields.villaSlug}>
              {(control) => (
                <select {...control} className={shared.select} name="villaSlug" value={values.villaSlug} onChange={(event) => setValues({ ...values, villaSlug: event.target.value })}>
                  {villas.map((villa) => (
                    <option key={villa.slug} value={villa.slug}>
                      {villa.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('pricing.night')} error={submit.fields.night}>
              {(control) => <input {...control} className={shared.input} type="date" name="night" min={todayInBali(new Date())} value={values.night} onChange={(event) => setValues({ ...values, night: event.target.value })} />}
            </FormField>
            <FormField label={t('pricing.rate')} error={submit.fields.rate}>
              {(control) => <input {...control} className={`${shared.input} ${styles.number}`} type="number" inputMode="numeric" min={1} name="rate" value={values.rate} onChange={(event) => setValues({ ...values, rate: event.target.value })} />}
            </FormField>
            <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
              {t('pricing.setOverride')}
            </button>
          </div>
        </form>
      )}
      {overrides.length === 0 ? (
        <p className={shared.muted}>{t('pricing.overridesEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {overrides.map((override) => (
            <li key={override.id} className={styles.row} data-testid="override-row">
              <span className={styles.name}>{nameOf(override.villaSlug)}</span>
              <span className={styles.facts}>
                {formatDate(override.night, language)} · {formatIdr(override.rate, language)}
              </span>
              {readOnly ? null : (
                <button
                  type="button"
                  className={shared.btn}
                  disabled={submit.pending}
                  onClick={() => removeOverride.mutate(override.id)}
                  aria-label={t('pricing.removeOverride', { villa: nameOf(override.villaSlug), night: formatDate(override.night, language) })}
                >
                  {t('pricing.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
