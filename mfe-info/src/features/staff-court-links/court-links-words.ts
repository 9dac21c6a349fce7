import type { CourtLinksMissingSpanish, RelatedLink } from '@court/contract';
import { useTranslation } from '@court/kit';
import { bilingualChangeWords, headedGroupChangeWording } from '../../shared/content-editor';
import { STAFF_COURT_LINKS_NS } from './staff-court-links-translations';

/** The words for the places of the related links, in the staff's language. */
export function useCourtLinksWords() {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);

  const wording = headedGroupChangeWording<RelatedLink>({
    none: t('changes.none'),
    empty: t('changes.empty'),
    headingName: (group) => t('changes.heading', { group }),
    entryName: (group, link) => t('form.link', { group, link }),
    entryWords: ({ name, url }) => t('changes.link', { name: bilingualChangeWords(name), url }),
  });

  /** Where Spanish is missing, in words, with the heading's English. */
  function missingSpanish({ group, heading }: CourtLinksMissingSpanish): string {
    return t('missing.groupHeading', { group, heading: heading.en });
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
