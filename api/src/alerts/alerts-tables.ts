import type { Generated } from 'kysely';
import type { AlertPlacement, AlertSeverity } from '@court/contract';

// The site alerts tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

export interface SiteAlertTable {
  id: Generated<number>;
  severity: AlertSeverity;
  placement: AlertPlacement;
  headingEn: string;
  headingEs: string;
  bodyEn: string;
  bodyEs: string;
  /** The optional link: all three set, or all three null. */
  linkUrl: string | null;
  linkTextEn: string | null;
  linkTextEs: string | null;
  /** ISO 8601 instants, UTC: in force from startsAt until just before endsAt. */
  startsAt: string;
  endsAt: string;
  /** Username of the member of staff who last changed it. */
  updatedBy: string;
  updatedAt: string;
}

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface AlertsTables {
  siteAlert: SiteAlertTable;
}
