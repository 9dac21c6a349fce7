import type { AlertsTables } from '../../alerts/alerts-tables';
import type { AuditTables } from '../../audit/audit-tables';
import type { CareersTables } from '../../careers/careers-tables';
import type { ContentTables } from '../../content/content-tables';
import type { DocumentsTables } from '../../documents/documents-tables';
import type { FormsTables } from '../../forms/forms-tables';
import type { HearingsTables } from '../../hearings/hearings-tables';
import type { JuryTables } from '../../jury/jury-tables';
import type { MessagesTables } from '../../messages/messages-tables';
import type { SearchTables } from '../../search/search-tables';
import type { StaffTables } from '../../staff/staff-tables';
import type { PlatformTables } from './platform-tables';

/**
 * Every table, as Kysely sees them. Each feature declares its own tables beside its code
 * (`<feature>/<feature>-tables.ts`) and platform the ones every feature uses; this is the one
 * place that joins them, as migrate.ts joins their migrations.
 */
export interface Database
  extends
    PlatformTables,
    MessagesTables,
    ContentTables,
    FormsTables,
    CareersTables,
    DocumentsTables,
    HearingsTables,
    StaffTables,
    AuditTables,
    JuryTables,
    AlertsTables,
    SearchTables {}
