// The audit log's public surface (issue 22, decision 0035): it reads audit_events through audit/repository.ts.
export { auditLogRoutes } from './routes.ts';
export { createAuditLogService, type AuditLogService } from './service.ts';
