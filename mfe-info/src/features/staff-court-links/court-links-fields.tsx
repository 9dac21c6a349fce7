import { FieldArray, useFormikContext, type ArrayHelpers } from 'formik';
import type { CourtLinks, RelatedLink, RelatedLinkGroup } from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId, TextField } from '@court/kit/forms';
import {
  BilingualTextFields,
  ListError,
  ItemActions,
  moveButtonId,
  useFocusAfterChange,
  type FocusLater,
} from '../../shared/content-editor';
import { STAFF_COURT_LINKS_NS } from './staff-court-links-translations';

/** A new link: a name and an address to write. */
const NEW_LINK: RelatedLink = { name: { en: '', es: '' }, url: '' };

/** A new group comes with its first link, since a group cannot be published without one. */
const NEW_GROUP: RelatedLinkGroup = { heading: { en: '', es: '' }, links: [NEW_LINK] };

interface LinkFieldsProps {
  group: number;
  index: number;
  count: number;
  links: ArrayHelpers;
  focusLater: FocusLater;
}

/** One link: its name in English and Spanish, its address, and the buttons that move or remove it. */
function LinkFields({ group, index, count, links, focusLater }: LinkFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);
  const listPath = `groups[${group}].links`;
  const path = `${listPath}[${index}]`;
  const which = { group: group + 1, link: index + 1 };

  function move(to: number, direction: 'up' | 'down') {
    links.move(index, to);
    focusLater(moveButtonId(`${listPath}[${to}]`, direction));
  }

  return (
    <fieldset className="usa-fieldset court-content-editor__item">
      <legend className="usa-legend">{t('form.link', which)}</legend>
      <BilingualTextFields
        name={`${path}.name`}
        labels={{ en: t('form.nameEn'), es: t('form.nameEs') }}
        hints={{ en: t('form.nameHint'), es: t('form.nameEsHint') }}
      />
      <TextField
        name={`${path}.url`}
        label={t('form.url')}
        hint={t('form.urlHint')}
        required
        autoComplete="off"
        inputMode="url"
        spellCheck={false}
        autoCapitalize="none"
      />
      <ItemActions
        path={path}
        index={index}
        count={count}
        move={move}
        remove={() => {
          links.remove(index);
          focusLater(fieldId(listPath));
        }}
        labels={{
          up: t('form.moveLinkUp', which),
          down: t('form.moveLinkDown', which),
          remove: t('form.removeLink', which),
        }}
      />
    </fieldset>
  );
}

interface GroupFieldsProps {
  index: number;
  count: number;
  groups: ArrayHelpers;
  focusLater: FocusLater;
}

/** One group: its heading in English and Spanish, its links, and the buttons for the group. */
function GroupFields({ index, count, groups, focusLater }: GroupFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);
  const { values, setFieldError } = useFormikContext<CourtLinks>();
  const group = values.groups[index];
  if (!group) return null;
  const path = `groups[${index}]`;
  const which = { group: index + 1 };

  function move(to: number, direction: 'up' | 'down') {
    groups.move(index, to);
    focusLater(moveButtonId(`groups[${to}]`, direction));
  }

  return (
    <fieldset className="usa-fieldset court-staff-court-links__group">
      <legend className="usa-legend usa-legend--large">{t('form.group', which)}</legend>
      <BilingualTextFields
        name={`${path}.heading`}
        labels={{ en: t('form.headingEn'), es: t('form.headingEs') }}
        hints={{ en: t('form.headingHint'), es: t('form.headingEsHint') }}
      />
      <h4 id={fieldId(`${path}.links`)} tabIndex={-1}>
        {t('form.links', which)}
      </h4>
      <ListError name={`${path}.links`} />
      <FieldArray name={`${path}.links`}>
        {(links) => (
          <>
            {group.links.length === 0 ? <p>{t('form.noLinks')}</p> : null}
            {group.links.map((_, link) => (
              // Keyed by place: the fields keep nothing of their own, and names that stay put
              // keep the error summary in the order they were first shown.
              <LinkFields
                key={link}
                group={index}
                index={link}
                count={group.links.length}
                links={links}
                focusLater={focusLater}
              />
            ))}
            <button
              type="button"
              className="usa-button usa-button--outline court-content-editor__add"
              onClick={() => {
                // The message that the group has no link no longer holds.
                if (group.links.length === 0) setFieldError(`${path}.links`, undefined);
                links.push(NEW_LINK);
                focusLater(fieldId(`${path}.links[${group.links.length}].name.en`));
              }}
            >
              {t('form.addLink', which)}
            </button>
          </>
        )}
      </FieldArray>
      <ItemActions
        path={path}
        index={index}
        count={count}
        move={move}
        remove={() => {
          groups.remove(index);
          focusLater('groups');
        }}
        labels={{
          up: t('form.moveGroupUp', which),
          down: t('form.moveGroupDown', which),
          remove: t('form.removeGroup', which),
        }}
      />
    </fieldset>
  );
}

/**
 * The groups and links staff edit, named by the paths the API's messages use
 * ("groups[1].heading.en", "groups[0].links[2].url"), so each message lands by its field.
 */
export function CourtLinksFields() {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);
  const { values, setFieldError } = useFormikContext<CourtLinks>();
  const focusLater = useFocusAfterChange();

  return (
    <section aria-labelledby="groups">
      <h3 id="groups" tabIndex={-1}>
        {t('form.groupsHeading')}
      </h3>
      <p className="usa-hint">{t('form.groupsHint')}</p>
      <ListError name="groups" />
      <FieldArray name="groups">
        {(groups) => (
          <>
            {values.groups.length === 0 ? <p>{t('form.noGroups')}</p> : null}
            {values.groups.map((_, index) => (
              <GroupFields
                // Keyed by place, as the links are.
                key={index}
                index={index}
                count={values.groups.length}
                groups={groups}
                focusLater={focusLater}
              />
            ))}
            <button
              type="button"
              className="usa-button court-content-editor__add"
              onClick={() => {
                // The message that there is no group no longer holds.
                if (values.groups.length === 0) setFieldError('groups', undefined);
                groups.push(NEW_GROUP);
                focusLater(fieldId(`groups[${values.groups.length}].heading.en`));
              }}
            >
              {t('form.addGroup')}
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
