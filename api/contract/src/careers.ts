/** A job posting as careers staff manage it (GET staff/careers), expired ones included. */
export interface StaffCareerPosting {
  id: number;
  title: string;
  /** YYYY-MM-DD. */
  postedDate: string;
  /** Shown as ACTIVE when true, EXPIRED when false. */
  active: boolean;
  /** Where staff open the PDF; it answers for expired postings too. */
  documentUrl: string;
  /** Size of the PDF in bytes. */
  documentSize: number;
}

/** PATCH staff/careers/:id: either or both of a corrected title and the active flag. */
export interface CareerPostingUpdate {
  title?: string;
  active?: boolean;
}

/**
 * Fields of the multipart upload (POST staff/careers): the job title, the posted date
 * (YYYY-MM-DD or MM/DD/YYYY; today when left out) and the PDF itself.
 */
export const CAREER_POSTING_FIELDS = {
  title: 'title',
  postedDate: 'postedDate',
  document: 'document',
} as const;

/** Longest job title, in characters. */
export const CAREER_TITLE_MAX_LENGTH = 120;
