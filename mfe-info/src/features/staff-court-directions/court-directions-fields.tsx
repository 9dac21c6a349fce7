import { useFormikContext, type ArrayHelpers } from 'formik';
import {
  DIRECTIONS_SECTIONS,
  type BilingualText,
  type CourtDirections,
  type DirectionsRoute,
  type DirectionsSectionName,
} from '@court/contract';
import { useTranslation } from '@court/kit';
import { fieldId } from '@court/kit/forms';
import {
  BilingualTextFields,
  ContentList,
  HeadedGroupFields,
  ItemActions,
  useFocusAfterChange,
  type FocusLater,
} from '../../shared/content-editor';
import { STAFF_COURT_DIRECTIONS_NS } from './staff-court-directions-translations';

/** A new step: its English to write. */
const NEW_STEP: BilingualText = { en: '', es: '' };

/** A new route comes with its first step, since a route cannot be published without one. */
const NEW_ROUTE: DirectionsRoute = { heading: { en: '', es: '' }, steps: [NEW_STEP] };

interface StepFieldsProps {
  section: DirectionsSectionName;
  route: number;
  index: number;
  count: number;
  steps: ArrayHelpers;
  focusLater: FocusLater;
}

/** One step, in English and Spanish, and the buttons that move or remove it. */
function StepFields({ section, route, index, count, steps, focusLater }: StepFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_DIRECTIONS_NS);
  const listPath = `${section}.routes[${route}].steps`;
  const which = { section: t(`form.sections.${section}`), route: route + 1, step: index + 1 };
  return (
    <fieldset className="usa-fieldset court-content-editor__item">
      <legend className="usa-legend">{t('form.step', which)}</legend>
      <BilingualTextFields
        name={`${listPath}[${index}]`}
        labels={{ en: t('form.stepEn'), es: t('form.stepEs') }}
        hints={{ en: t('form.stepHint'), es: t('form.spanishHint') }}
      />
      <ItemActions
        list={steps}
        listPath={listPath}
        index={index}
        count={count}
        focusLater={focusLater}
        focusAfterRemove={fieldId(listPath)}
        labels={{
          up: t('form.moveStepUp', which),
          down: t('form.moveStepDown', which),
          remove: t('form.removeStep', which),
        }}
      />
    </fieldset>
  );
}

interface RouteFieldsProps {
  section: DirectionsSectionName;
  index: number;
  count: number;
  routes: ArrayHelpers;
  focusLater: FocusLater;
}

/** One route: its heading in English and Spanish, its steps, and the buttons for the route. */
function RouteFields({ section, index, count, routes, focusLater }: RouteFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_DIRECTIONS_NS);
  const { values } = useFormikContext<CourtDirections>();
  const route = values[section].routes[index];
  if (!route) return null;
  const which = { section: t(`form.sections.${section}`), route: index + 1 };
  return (
    <HeadedGroupFields
      listPath={`${section}.routes`}
      index={index}
      count={count}
      groups={routes}
      focusLater={focusLater}
      focusAfterRemove={fieldId(`${section}.routes`)}
      legend={t('form.route', which)}
      heading={{
        labels: { en: t('form.routeHeadingEn'), es: t('form.routeHeadingEs') },
        hints: { en: t('form.routeHeadingHint'), es: t('form.spanishHint') },
      }}
      entries={{
        field: 'steps',
        items: route.steps,
        heading: t('form.steps', which),
        headingLevel: 5,
        empty: t('form.noSteps'),
        addLabel: t('form.addStep', which),
        newItem: NEW_STEP,
        firstField: 'en',
      }}
      actions={{
        up: t('form.moveRouteUp', which),
        down: t('form.moveRouteDown', which),
        remove: t('form.removeRoute', which),
      }}
    >
      {(step, steps) => (
        <StepFields
          section={section}
          route={index}
          index={step}
          count={route.steps.length}
          steps={steps}
          focusLater={focusLater}
        />
      )}
    </HeadedGroupFields>
  );
}

/** One page's directions: their heading, the word before them, and the routes. */
function SectionFields({ section }: { section: DirectionsSectionName }) {
  const { t } = useTranslation(STAFF_COURT_DIRECTIONS_NS);
  const { values } = useFormikContext<CourtDirections>();
  const focusLater = useFocusAfterChange();
  const { routes } = values[section];
  const which = { section: t(`form.sections.${section}`) };
  return (
    <section aria-labelledby={`${section}-heading`}>
      <h3 id={`${section}-heading`}>{t(`form.sectionHeadings.${section}`)}</h3>
      <p className="usa-hint">{t(`form.sectionHints.${section}`)}</p>
      <BilingualTextFields
        name={`${section}.heading`}
        labels={{ en: t('form.headingEn'), es: t('form.headingEs') }}
        hints={{ en: t('form.headingHint'), es: t('form.spanishHint') }}
      />
      <BilingualTextFields
        name={`${section}.intro`}
        labels={{ en: t('form.introEn'), es: t('form.introEs') }}
        hints={{ en: t('form.introHint'), es: t('form.spanishHint') }}
        optional
      />
      <h4 id={fieldId(`${section}.routes`)} tabIndex={-1}>
        {t('form.routes', which)}
      </h4>
      <ContentList
        name={`${section}.routes`}
        items={routes}
        empty={t('form.noRoutes')}
        addLabel={t('form.addRoute', which)}
        newItem={NEW_ROUTE}
        firstField="heading.en"
        focusLater={focusLater}
      >
        {(index, list) => (
          <RouteFields
            section={section}
            index={index}
            count={routes.length}
            routes={list}
            focusLater={focusLater}
          />
        )}
      </ContentList>
    </section>
  );
}

/**
 * The directions staff edit, named by the paths the API's messages use
 * ("toCityHall.routes[1].heading.en", "toJurorParking.routes[0].steps[2].en"), so each message
 * lands by its field.
 */
export function CourtDirectionsFields() {
  return DIRECTIONS_SECTIONS.map((section) => <SectionFields key={section} section={section} />);
}
