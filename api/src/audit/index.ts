// The audit log of staff actions: every feature records its actions here, in the transaction
// that makes them; administrators read the log through the audit router.
export { recordAudit, type AuditContext, type AuditEvent } from './audit-service';
export { createAuditRouter } from './audit-routes';
