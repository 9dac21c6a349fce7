import type { ContentChange, CourtLinks } from '@court/contract';
import { useTranslation } from '@court/kit';
import { type ContentChangeWording, bilingualChangeWords } from '../../shared/content-editor';
import { STAFF_COURT_LINKS_NS } from './staff-court-links-translations';

/** What a change's name (`group.2.heading`, `group.1.link.3`) is about; numbers 1-based. */
type LinksPlace =
  { kind: 'heading'; group: number } | { kind: 'link'; group: number; link: number };

const CHANGE_NAME = /^group\.(\d+)\.(?:heading|link\.(\d+))$/;

/** The place a change's name stands for; null for a name this page does not know. */
function placeOf(name: string): LinksPlace | null {
  const match = CHANGE_NAME.exec(name);
  if (!match) return null;
  const group = Number(match[1]);
  return match[2] === undefined
    ? { kind: 'heading', group }
    : { kind: 'link', group, link: Number(match[2]) };
}

const LINK_TEXT = /^(.*) <(.*)>$/s;

/** The words for the places of the related links, in the staff's language. */
export function useCourtLinksWords() {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);

  /** A link's text in a change ("Stark Library /  <https://…>"): "Stark Library (https://…)". */
  function linkWords(text: string): string {
    const parts = LINK_TEXT.exec(text);
    if (!parts?.[1] || parts[2] === undefined) return text;
    return t('changes.link', { name: bilingualChangeWords(parts[1]), url: parts[2] });
  }

  function placeName(place: LinksPlace | null): string | null {
    switch (place?.kind) {
      case 'heading':
        return t('changes.heading', { group: place.group });
      case 'link':
        return t('form.link', { group: place.group, link: place.link });
      default:
        return null;
    }
  }

  const wording: ContentChangeWording<ContentChange> = {
    none: t('changes.none'),
    describe: ({ name, before, after }) => {
      const place = placeOf(name);
      const value = (text: string) => {
        if (text === '') return t('changes.empty');
        if (place?.kind === 'heading') return bilingualChangeWords(text);
        if (place?.kind === 'link') return linkWords(text);
        return text;
      };
      return { name: placeName(place) ?? name, before: value(before), after: value(after) };
    },
  };

  /** Where Spanish is missing (`group.2.heading`), in words, with the heading's English. */
  function missingSpanish(name: string, draft: CourtLinks): string {
    const place = placeOf(name);
    if (place?.kind !== 'heading') return name;
    return t('missing.groupHeading', {
      group: place.group,
      heading: draft.groups[place.group - 1]?.heading.en ?? '',
    });
  }

  /**
   * Which group, or which link of which group, a field's path (`groups[1].heading.en`,
   * `groups[0].links[2].url`, `groups[0].links`) is: the form repeats its labels for each.
   */
  function fieldContext(path: string): string | undefined {
    const match = /^groups\[(\d+)\](?:\.links\[(\d+)\])?/.exec(path);
    if (!match) return undefined;
    const group = Number(match[1]) + 1;
    return match[2] === undefined
      ? t('form.group', { group })
      : t('form.link', { group, link: Number(match[2]) + 1 });
  }

  return { wording, missingSpanish, fieldContext };
}
