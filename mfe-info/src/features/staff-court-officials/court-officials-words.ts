import type { ContentChange, CourtOfficials, OfficialTitleKey } from '@court/contract';
import { OFFICIAL_TITLES } from '@court/contract/schemas';
import { useTranslation } from '@court/kit';
import { type ContentChangeWording, bilingualChangeWords } from '../../shared/content-editor';
import { useOfficialTitle } from '../about-us/officials';
import { STAFF_COURT_OFFICIALS_NS } from './staff-court-officials-translations';

/** A change's name: `official.2`, the official's place, 1-based. */
const CHANGE_NAME = /^official\.(\d+)$/;

/** A place where Spanish is missing: `official.2.biography`. */
const MISSING_PLACE = /^official\.(\d+)\.biography$/;

/**
 * An official in a change: "slug: Name, titleKey [330-555-0111] [retired → successor|410] [photo
 * id: alt en / alt es]: biography en / biography es". The slug and the title key hold no space; the name is
 * the shortest text before ", <title key>" that lets the rest match.
 */
const OFFICIAL_TEXT =
  /^(\S*): (.*?), (\w*)(?: \[([\d-]+)\])?(?: \[retired → (\S*)\])?(?: \[photo \w*: (.*?)\])?: ([\s\S]*)$/;

function isOfficialTitle(key: string): key is OfficialTitleKey {
  return (OFFICIAL_TITLES as readonly string[]).includes(key);
}

/** The words for the places of the officials, in the staff's language. */
export function useCourtOfficialsWords() {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const titleOf = useOfficialTitle();

  /** An official's text in a change, read: "Name, Judge, at /bio/judge-one; photo: …: bio". */
  function officialWords(text: string): string {
    const parts = OFFICIAL_TEXT.exec(text);
    if (!parts) return text;
    const [, slug = '', name = '', title = '', phone, successor, alt, biography = ''] = parts;
    let details = phone === undefined ? '' : t('changes.phone', { phone });
    if (successor !== undefined) {
      details +=
        successor === '410' ? t('changes.retiredGone') : t('changes.retiredTo', { successor });
    }
    if (alt !== undefined) {
      const described = bilingualChangeWords(alt);
      details +=
        described === '' || described === ' / '
          ? t('changes.photoUndescribed')
          : t('changes.photo', { alt: described });
    }
    return t('changes.official', {
      name,
      // A title this page does not know shows as the API wrote it.
      title: isOfficialTitle(title) ? titleOf({ title }) : title,
      slug,
      details,
      biography: bilingualChangeWords(biography),
    });
  }

  const wording: ContentChangeWording<ContentChange> = {
    none: t('changes.none'),
    describe: ({ name, before, after }) => {
      const match = CHANGE_NAME.exec(name);
      const value = (text: string) => {
        if (text === '') return t('changes.empty');
        return match ? officialWords(text) : text;
      };
      return {
        name: match ? t('form.official', { official: Number(match[1]) }) : name,
        before: value(before),
        after: value(after),
      };
    },
  };

  /** Where Spanish is missing (`official.2.biography`), in words, with the official's name. */
  function missingSpanish(place: string, draft: CourtOfficials): string {
    const match = MISSING_PLACE.exec(place);
    if (!match) return place;
    const official = Number(match[1]);
    return t('missing.biography', {
      official,
      name: draft.officials[official - 1]?.name ?? '',
    });
  }

  /**
   * Which official a field's path (`officials[1].successor`, `officials[0].biography.en`) is:
   * the form repeats its labels for each.
   */
  function fieldContext(path: string): string | undefined {
    const match = /^officials\[(\d+)\]/.exec(path);
    if (!match) return undefined;
    return t('form.official', { official: Number(match[1]) + 1 });
  }

  return { wording, missingSpanish, fieldContext };
}
