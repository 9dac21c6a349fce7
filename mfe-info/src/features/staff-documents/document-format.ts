import { formatCourtDate, type Language, type StaffDocumentVersion } from '@court/contract';
import { useLanguage, useTranslation } from '@court/kit';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

export interface DocumentFormat {
  /** When a file was uploaded, in the court's time. */
  when: (version: StaffDocumentVersion) => string;
  /** Who uploaded it and when; the files the catalog was first filled with have no uploader. */
  uploaded: (version: StaffDocumentVersion) => string;
  /** Its size in KB or MB, as the API's limit is said (1 MB = 1,024 KB). */
  size: (version: StaffDocumentVersion) => string;
  /** Its size and, when they could be counted, its pages. */
  summary: (version: StaffDocumentVersion) => string;
}

/** How the page writes a file's facts, in the page's language. */
export function useDocumentFormat(): DocumentFormat {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const language = useLanguage();
  const number = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 1 });

  const when = (version: StaffDocumentVersion) =>
    formatCourtDate(version.uploadedAt, language, { withTime: true });
  const size = ({ size: bytes }: StaffDocumentVersion) =>
    bytes >= MEGABYTE
      ? t('size.megabytes', { size: number.format(bytes / MEGABYTE) })
      : t('size.kilobytes', { size: number.format(bytes / KILOBYTE) });
  return {
    when,
    size,
    uploaded: (version) =>
      version.uploadedBy === null
        ? t('document.uploadedWithCatalog', { when: when(version) })
        : t('document.uploadedBy', { when: when(version), who: version.uploadedBy }),
    summary: (version) =>
      version.pages === null
        ? size(version)
        : t('document.fileSummary', {
            size: size(version),
            pages: t('document.pages', { count: version.pages }),
          }),
  };
}
