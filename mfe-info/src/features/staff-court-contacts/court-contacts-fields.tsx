import { getIn, useFormikContext, type ArrayHelpers } from 'formik';
import type { CourtContacts, OfficePhone } from '@court/contract';
import { COURT_CONTACTS_MAX_PER_TABLE } from '@court/contract/schemas';
import { LocalizedLink, useTranslation } from '@court/kit';
import { fieldId, TextField } from '@court/kit/forms';
import { Trans } from '@court/kit/trans';
import {
  ContentList,
  BilingualTextFields,
  ItemActions,
  useFocusAfterChange,
  type FocusLater,
} from '../../shared/content-editor';
import { STAFF_COURT_CONTACTS_NS } from './staff-court-contacts-translations';

/** The two tables staff edit, in the page's order. */
type ContactsTable = keyof CourtContacts;
const TABLES: readonly ContactsTable[] = ['clerkOffices', 'otherOffices'];

/** A new office: a name and a number to write. */
const NEW_OFFICE: OfficePhone = { name: { en: '', es: '' }, phone: '' };

interface OfficeFieldsProps {
  table: ContactsTable;
  index: number;
  count: number;
  offices: ArrayHelpers;
  focusLater: FocusLater;
}

/** One office: its name in English and Spanish, its phone, and the buttons that move or remove it. */
function OfficeFields({ table, index, count, offices, focusLater }: OfficeFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_CONTACTS_NS);
  const { errors, setFieldError } = useFormikContext<CourtContacts>();
  const path = `${table}[${index}]`;
  const which = { office: index + 1 };

  return (
    <fieldset className="usa-fieldset court-content-editor__item">
      <legend className="usa-legend">{t(`form.tables.${table}.office`, which)}</legend>
      <BilingualTextFields
        name={`${path}.name`}
        labels={{ en: t('form.nameEn'), es: t('form.nameEs') }}
        hints={{ en: t('form.nameHint'), es: t('form.nameEsHint') }}
      />
      <TextField
        name={`${path}.phone`}
        label={t('form.phone')}
        hint={t('form.phoneHint')}
        required
        autoComplete="off"
        inputMode="tel"
      />
      <ItemActions
        list={offices}
        listPath={table}
        index={index}
        count={count}
        focusLater={focusLater}
        focusAfterRemove={fieldId(table)}
        beforeRemove={() => {
          // The message that the table holds too many offices no longer holds; the table's
          // messages by field stay.
          const tooMany = typeof getIn(errors, table) === 'string';
          if (tooMany && count - 1 <= COURT_CONTACTS_MAX_PER_TABLE) {
            setFieldError(table, undefined);
          }
        }}
        labels={{
          up: t(`form.tables.${table}.moveUp`, which),
          down: t(`form.tables.${table}.moveDown`, which),
          remove: t(`form.tables.${table}.remove`, which),
        }}
      />
    </fieldset>
  );
}

interface TableFieldsProps {
  table: ContactsTable;
  focusLater: FocusLater;
}

/** One table's offices, in the page's order, and the button that adds one. */
function TableFields({ table, focusLater }: TableFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_CONTACTS_NS);
  const { values } = useFormikContext<CourtContacts>();
  const offices = values[table];
  return (
    <fieldset className="usa-fieldset court-staff-court-contacts__table">
      {/* The heading carries the table's name as its id: the summary's link for the table leads there. */}
      <legend className="usa-legend usa-legend--large">
        <h3 id={fieldId(table)} tabIndex={-1} className="court-staff-court-contacts__heading">
          {t(`form.tables.${table}.heading`)}
        </h3>
      </legend>
      <p className="usa-hint">{t(`form.tables.${table}.hint`)}</p>
      <ContentList
        name={table}
        items={offices}
        empty={t('form.noOffices')}
        addLabel={t(`form.tables.${table}.add`)}
        newItem={NEW_OFFICE}
        firstField="name.en"
        nested
        focusLater={focusLater}
      >
        {(index, helpers) => (
          <OfficeFields
            table={table}
            index={index}
            count={offices.length}
            offices={helpers}
            focusLater={focusLater}
          />
        )}
      </ContentList>
    </fieldset>
  );
}

/**
 * The offices of the two tables staff edit, named by the paths the API's messages use
 * ("clerkOffices[0].name.en", "otherOffices[2].phone"), so each message lands by its field.
 */
export function CourtContactsFields() {
  const { t } = useTranslation(STAFF_COURT_CONTACTS_NS);
  const focusLater = useFocusAfterChange();

  return (
    <>
      <p>
        <Trans
          t={t}
          i18nKey="form.facts"
          components={{ facts: <LocalizedLink to="staff/court-facts" className="usa-link" /> }}
        />
      </p>
      {TABLES.map((table) => (
        <TableFields key={table} table={table} focusLater={focusLater} />
      ))}
    </>
  );
}
