/** Base path of every API endpoint. */
export const API_BASE = '/api/muni';

/** Cookie the API sets and header the client must echo on every non-GET request. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The API's address (under API_BASE) that hands out the cookie: no other answer sets it. */
export const XSRF_PATH = 'xsrf';

/** Header carrying the id of a request through logs, responses and audit rows. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Languages of the site. English is served at the root, Spanish under /es/. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A language as a row stored it: anything unexpected reads as the site's default. */
export function storedLanguage(stored: string): Language {
  return stored === 'es' ? 'es' : DEFAULT_LANGUAGE;
}

/** Mobile carriers offered on the juror notification sign-up. */
export const CARRIERS = [
  'AT&T',
  'Verizon',
  'Sprint',
  'Alltel',
  'T-Mobile',
  'Sprint PCS',
  'Boost Mobile',
  'US Cellular',
  'Virgin Mobile',
  'MetroPCS',
] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Kinds of place a limited-driving-privileges applicant may drive to. */
export const LOCATION_TYPES = [
  'Employer',
  'School',
  'Child Care',
  'Medical',
  'Community Service',
  'Court Ordered Treatment',
  'Other',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Input masks in react-input-mask notation. */
export const MASKS = {
  ssn: '999-99-9999',
  phone: '(999) 999-9999',
} as const;

/**
 * Case numbers: four-digit year, three-letter case type, up to four digits, then an optional digit
 * (the original site's input mask 0000SSS99990), for example 2023TRD01234 or 2023CVI123.
 */
export const CASE_NUMBER_PATTERN = /^\d{4}[A-Z]{3}\d{1,5}$/;

/** Leaving a case-number field upper-cases its first seven characters. */
export function normalizeCaseNumber(value: string): string {
  const trimmed = value.trim();
  return trimmed.slice(0, 7).toUpperCase() + trimmed.slice(7);
}

/** Zoom hearings must be registered at least this many business days ahead. */
export const ZOOM_REGISTRATION_BUSINESS_DAYS = 5;

/** Interface constants: navbar transparency, mobile breakpoint, toast timing. */
export const NAVBAR_TRANSPARENCY_THRESHOLD_PX = 150;
export const MOBILE_BREAKPOINT_PX = 450;
export const TOAST_TIMEOUT_MS = 5000;

/** Largest JSON body the API accepts from a public form. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
