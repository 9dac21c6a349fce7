import type { LocationType } from '@court/contract';

/** Namespace of this feature's translations. */
export const NAMESPACE = 'driving-privileges';

/**
 * Translation keys of the contract's location types: the API takes the English names, the
 * visitor reads them in the page's language.
 */
export const LOCATION_TYPE_KEYS: Record<LocationType, string> = {
  Employer: 'locationTypes.employer',
  School: 'locationTypes.school',
  'Child Care': 'locationTypes.childCare',
  Medical: 'locationTypes.medical',
  'Community Service': 'locationTypes.communityService',
  'Court Ordered Treatment': 'locationTypes.courtOrderedTreatment',
  Other: 'locationTypes.other',
};
