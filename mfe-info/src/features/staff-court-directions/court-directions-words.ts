import type {
  CourtDirectionsChange,
  CourtDirectionsMissingSpanish,
  DirectionsSectionName,
} from '@court/contract';
import { useTranslation } from '@court/kit';
import { bilingualChangeWords, type ContentChangeWording } from '../../shared/content-editor';
import { STAFF_COURT_DIRECTIONS_NS } from './staff-court-directions-translations';

/** The words for the places of the directions, in the staff's language. */
export function useCourtDirectionsWords() {
  const { t } = useTranslation(STAFF_COURT_DIRECTIONS_NS);
  const sectionName = (section: DirectionsSectionName) => t(`form.sections.${section}`);

  /** A section's heading or intro, a route's heading, or a step, by its place. */
  function placeName(
    section: DirectionsSectionName,
    place: { text?: 'heading' | 'intro'; route?: number; step?: number },
  ): string {
    const which = { section: sectionName(section), route: place.route, step: place.step };
    if (place.step !== undefined) return t('form.step', which);
    if (place.route !== undefined) return t('changes.routeHeading', which);
    return t(place.text === 'intro' ? 'changes.intro' : 'changes.heading', which);
  }

  const wording: ContentChangeWording<CourtDirectionsChange> = {
    none: t('changes.none'),
    describe(change) {
      const words = (text: CourtDirectionsChange['before']) =>
        text && text.en !== '' ? bilingualChangeWords(text) : t('changes.empty');
      const name =
        change.about === 'heading'
          ? placeName(change.section, { route: change.group })
          : change.about === 'entry'
            ? placeName(change.section, { route: change.group, step: change.entry })
            : placeName(change.section, { text: change.about === 'intro' ? 'intro' : 'heading' });
      return { name, before: words(change.before), after: words(change.after) };
    },
  };

  /** Where Spanish is missing, in words, with its English. */
  function missingSpanish({ section, route, step, key, english }: CourtDirectionsMissingSpanish) {
    const text = key.endsWith('.intro') ? 'intro' : 'heading';
    return t('missing.place', { place: placeName(section, { text, route, step }), english });
  }

  /**
   * Which section, route or step a field's path (`toCityHall.routes[1].steps[0].en`,
   * `toJurorParking.routes`) is: the form repeats its labels for each.
   */
  function fieldContext(path: string): string | undefined {
    const match = /^(toCityHall|toJurorParking)(?:\.routes\[(\d+)\](?:\.steps\[(\d+)\])?)?/.exec(
      path,
    );
    if (!match) return undefined;
    const section = match[1] as DirectionsSectionName;
    const which = {
      section: sectionName(section),
      route: Number(match[2]) + 1,
      step: Number(match[3]) + 1,
    };
    if (match[3] !== undefined) return t('form.step', which);
    if (match[2] !== undefined) return t('form.route', which);
    return sectionName(section);
  }

  return { wording, missingSpanish, fieldContext };
}
