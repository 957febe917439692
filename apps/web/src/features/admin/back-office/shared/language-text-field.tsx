import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';
import styles from './back-office.module.css';

interface LanguageTextFieldProps {
  label: string;
  error?: string;
  /** The field's name; one ending in `Id` holds Indonesian, any other English. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** A several-line text (a description, a reply) rather than a one-line name or title. */
  multiline: boolean;
}

/** One language's side of a text kept in English and Indonesian, marked with its language for screen readers and spelling. */
export function LanguageTextField({ label, error, name, value, onChange, maxLength, multiline }: LanguageTextFieldProps) {
  const lang = name.endsWith('Id') ? 'id' : 'en';
  return (
    <FormField label={label} error={error}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className={styles.textarea}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={maxLength}
            lang={lang}
            rows={3}
          />
        ) : (
          <input
            {...control}
            className={styles.input}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={maxLength}
            lang={lang}
            autoComplete="off"
          />
        )
      }
    </FormField>
  );
}

/**
 * A text kept in English and Indonesian: each language's fields (`title` gives `titleEn` and
 * `titleId`) in a fieldset named by its language.
 */
export function LanguageFieldsets<Stem extends string>({ stems, field }: { stems: readonly Stem[]; field: (name: `${NoInfer<Stem>}${'En' | 'Id'}`) => ReactNode }) {
  const { t } = useTranslation('admin');
  return (['En', 'Id'] as const).map((version) => (
    <fieldset key={version} className={styles.language}>
      <legend>{t(version === 'En' ? 'textLanguages.english' : 'textLanguages.indonesian')}</legend>
      {stems.map((stem) => (
        <Fragment key={stem}>{field(`${stem}${version}`)}</Fragment>
      ))}
    </fieldset>
  ));
}
