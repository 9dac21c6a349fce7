import { useEffect } from 'react';
import { useFormikContext, type ArrayHelpers } from 'formik';
import { officialWithFacts, type CourtOfficialEntry, type CourtOfficials } from '@court/contract';
import { OFFICIAL_TITLES } from '@court/contract/schemas';
import { useCourtFacts, useTranslation } from '@court/kit';
import {
  CheckboxField,
  classNames,
  FieldFrame,
  SelectField,
  TextareaField,
  TextField,
  useCourtField,
} from '@court/kit/forms';
import {
  ContentList,
  ItemActions,
  useFocusAfterChange,
  type FocusLater,
} from '../../shared/content-editor';
import { useOfficialTitle } from '../about-us/officials';
import { OfficialPhotoFields } from './official-photo-fields';
import { STAFF_COURT_OFFICIALS_NS } from './staff-court-officials-translations';

/** A new official: everything to write, serving, without a photo until one is uploaded. */
const NEW_OFFICIAL: CourtOfficialEntry = {
  slug: '',
  name: '',
  title: 'judge',
  phone: '',
  biography: { en: '', es: '' },
  photo: '',
  photoAlt: { en: '', es: '' },
  retired: false,
  successor: '',
};

interface SuccessorFieldProps {
  path: string;
  /** The officials a retired one's address may lead to: those serving, by slug. */
  serving: readonly CourtOfficialEntry[];
}

/**
 * Whose biography a retired official's address leads to, or none. Not the kit's SelectField,
 * whose empty choice reads "- Select -": here the empty choice is an answer, "None".
 */
function SuccessorField({ path, serving }: SuccessorFieldProps) {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const hint = t('form.successorHint');
  const state = useCourtField<string>(`${path}.successor`, { hint });
  const { id, error, field, aria, onBlur } = state;
  const chosen = field.value;
  const options = serving.map((entry) => ({ value: entry.slug, label: entry.name || entry.slug }));
  // A successor who no longer serves stays shown as chosen, for the API's message to be read by.
  if (chosen !== '' && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: chosen });
  }

  return (
    <FieldFrame state={state} label={t('form.successor')} hint={hint} required={false}>
      <select
        {...aria}
        id={id}
        name={field.name}
        value={chosen}
        onChange={field.onChange}
        onBlur={onBlur}
        className={classNames('usa-select', error && 'usa-input--error')}
      >
        <option value="">{t('form.noSuccessor')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface OfficialFieldsProps {
  index: number;
  count: number;
  officials: ArrayHelpers;
  focusLater: FocusLater;
}

/**
 * One official: name, title, the biography's address, the biography (Markdown) in English and
 * Spanish, the photo and its description, whether they retired and who succeeds them, and the
 * buttons that move or remove them.
 */
function OfficialFields({ index, count, officials, focusLater }: OfficialFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const titleOf = useOfficialTitle();
  const court = useCourtFacts();
  const { values, setFieldValue } = useFormikContext<CourtOfficials>();
  const entry = values.officials[index];
  const path = `officials[${index}]`;
  const retired = entry?.retired ?? false;
  const successor = entry?.successor ?? '';
  const which = { official: index + 1 };

  // Only a retired official has a successor (the API refuses one otherwise): unticking Retired
  // lets the choice go.
  useEffect(() => {
    if (!retired && successor !== '') void setFieldValue(`${path}.successor`, '', false);
  }, [retired, successor, path, setFieldValue]);

  if (!entry) return null;
  const shown = officialWithFacts(entry, court);
  const serving = values.officials
    .filter((other, place) => place !== index && !other.retired && other.slug.trim() !== '')
    .map((other) => officialWithFacts(other, court));

  return (
    <fieldset className="usa-fieldset court-content-editor__item">
      <legend className="usa-legend usa-legend--large">{t('form.official', which)}</legend>
      <TextField
        name={`${path}.name`}
        label={t('form.name')}
        hint={t('form.nameHint')}
        required
        autoComplete="off"
      />
      <SelectField
        name={`${path}.title`}
        label={t('form.title')}
        required
        options={OFFICIAL_TITLES.map((title) => ({ value: title, label: titleOf({ title }) }))}
      />
      <TextField
        name={`${path}.slug`}
        label={t('form.slug')}
        hint={t('form.slugHint')}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <TextField
        name={`${path}.phone`}
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        inputMode="tel"
        autoComplete="off"
      />
      <TextareaField
        name={`${path}.biography.en`}
        label={t('form.biographyEn')}
        hint={t('form.biographyHint')}
        required
        rows={8}
      />
      <TextareaField
        name={`${path}.biography.es`}
        label={t('form.biographyEs')}
        hint={t('form.biographyEsHint')}
        rows={8}
      />
      <OfficialPhotoFields
        path={path}
        index={index}
        name={shown.name.trim() || t('form.nameless')}
      />
      <CheckboxField
        name={`${path}.retired`}
        label={t('form.retired')}
        hint={t('form.retiredHint')}
      />
      {retired ? <SuccessorField path={path} serving={serving} /> : null}
      <ItemActions
        list={officials}
        listPath={'officials'}
        index={index}
        count={count}
        focusLater={focusLater}
        focusAfterRemove={'officials'}
        labels={{
          up: t('form.moveOfficialUp', which),
          down: t('form.moveOfficialDown', which),
          remove: t('form.removeOfficial', which),
        }}
      />
    </fieldset>
  );
}

/**
 * The officials staff edit, named by the paths the API's messages use ("officials[1].slug",
 * "officials[0].biography.en"), so each message lands by its field.
 */
export function CourtOfficialsFields() {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const { values } = useFormikContext<CourtOfficials>();
  const focusLater = useFocusAfterChange();

  return (
    <section aria-labelledby="officials">
      <h3 id="officials" tabIndex={-1}>
        {t('form.officialsHeading')}
      </h3>
      <p className="usa-hint">{t('form.officialsHint')}</p>
      <ContentList
        name="officials"
        items={values.officials}
        empty={t('form.noOfficials')}
        addLabel={t('form.addOfficial')}
        newItem={NEW_OFFICIAL}
        firstField="name"
        focusLater={focusLater}
      >
        {(index, officials) => (
          <OfficialFields
            index={index}
            count={values.officials.length}
            officials={officials}
            focusLater={focusLater}
          />
        )}
      </ContentList>
    </section>
  );
}
