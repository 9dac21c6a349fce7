import { useFormikContext, type ArrayHelpers } from 'formik';
import type { CourtLinks, RelatedLink, RelatedLinkGroup } from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId, TextField } from '@court/kit/forms';
import {
  ContentList,
  BilingualTextFields,
  HeadedGroupFields,
  ItemActions,
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
        list={links}
        listPath={listPath}
        index={index}
        count={count}
        focusLater={focusLater}
        focusAfterRemove={fieldId(listPath)}
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
  const { values } = useFormikContext<CourtLinks>();
  const group = values.groups[index];
  if (!group) return null;
  const which = { group: index + 1 };

  return (
    <HeadedGroupFields
      listPath="groups"
      index={index}
      count={count}
      groups={groups}
      focusLater={focusLater}
      focusAfterRemove="groups"
      legend={t('form.group', which)}
      heading={{
        labels: { en: t('form.headingEn'), es: t('form.headingEs') },
        hints: { en: t('form.headingHint'), es: t('form.headingEsHint') },
      }}
      entries={{
        field: 'links',
        items: group.links,
        heading: t('form.links', which),
        headingLevel: 4,
        empty: t('form.noLinks'),
        addLabel: t('form.addLink', which),
        newItem: NEW_LINK,
        firstField: 'name.en',
      }}
      actions={{
        up: t('form.moveGroupUp', which),
        down: t('form.moveGroupDown', which),
        remove: t('form.removeGroup', which),
      }}
    >
      {(link, links) => (
        <LinkFields
          group={index}
          index={link}
          count={group.links.length}
          links={links}
          focusLater={focusLater}
        />
      )}
    </HeadedGroupFields>
  );
}

/**
 * The groups and links staff edit, named by the paths the API's messages use
 * ("groups[1].heading.en", "groups[0].links[2].url"), so each message lands by its field.
 */
export function CourtLinksFields() {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);
  const { values } = useFormikContext<CourtLinks>();
  const focusLater = useFocusAfterChange();

  return (
    <section aria-labelledby="groups">
      <h3 id="groups" tabIndex={-1}>
        {t('form.groupsHeading')}
      </h3>
      <p className="usa-hint">{t('form.groupsHint')}</p>
      <ContentList
        name="groups"
        items={values.groups}
        empty={t('form.noGroups')}
        addLabel={t('form.addGroup')}
        newItem={NEW_GROUP}
        firstField="heading.en"
        focusLater={focusLater}
      >
        {(index, groups) => (
          <GroupFields
            index={index}
            count={values.groups.length}
            groups={groups}
            focusLater={focusLater}
          />
        )}
      </ContentList>
    </section>
  );
}
