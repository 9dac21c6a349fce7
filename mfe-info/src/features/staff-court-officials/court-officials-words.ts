import type {
  CourtOfficialEntry,
  CourtOfficialsChange,
  CourtOfficialsMissingSpanish,
  OfficialTitleKey,
} from '@court/contract';
import { OFFICIAL_TITLES } from '@court/contract/schemas';
import { useTranslation } from '@court/kit';
import { type ContentChangeWording, bilingualChangeWords } from '../../shared/content-editor';
import { useOfficialTitle } from '../about-us/officials';
import { STAFF_COURT_OFFICIALS_NS } from './staff-court-officials-translations';

function isOfficialTitle(key: string): key is OfficialTitleKey {
  return (OFFICIAL_TITLES as readonly string[]).includes(key);
}

/** The words for the places of the officials, in the staff's language. */
export function useCourtOfficialsWords() {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const titleOf = useOfficialTitle();

  /** An official in a change: "Name, Judge, at /bio/judge-one; photo: …: biography". */
  function officialWords(official: CourtOfficialEntry | null): string {
    if (!official) return t('changes.empty');
    const { slug, name, title, phone, retired, successor, photo, photoAlt, biography } = official;
    let details = phone === '' ? '' : t('changes.phone', { phone });
    if (retired) {
      details +=
        successor === '' ? t('changes.retiredGone') : t('changes.retiredTo', { successor });
    }
    if (photo !== '') {
      details +=
        photoAlt.en === '' && photoAlt.es === ''
          ? t('changes.photoUndescribed')
          : t('changes.photo', { alt: bilingualChangeWords(photoAlt) });
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

  const wording: ContentChangeWording<CourtOfficialsChange> = {
    none: t('changes.none'),
    describe: ({ place, before, after }) => ({
      name: t('form.official', { official: place }),
      before: officialWords(before),
      after: officialWords(after),
    }),
  };

  /** Where Spanish is missing, in words, with the official's name. */
  function missingSpanish({ place, official, field }: CourtOfficialsMissingSpanish): string {
    return t(`missing.${field}`, { official: place, name: official.name });
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
