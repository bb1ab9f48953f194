import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';

// ------------------------------------------------------------------------------------------------
// Route contracts (the API document) of what the administration reads back: the audit log (a
// search, and one record's trail) and the outbox of messages kept or sent.
// ------------------------------------------------------------------------------------------------

/** One entry of the append-only audit log, with the name of who did it. */
export interface AuditEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  oldValues: Record<string, unknown> | null;
  newValues: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
}

/** A page of audit entries, newest first, with how many match in all. */
export interface AuditPage {
  items: AuditEntry[];
  total: number;
}

/**
 * A message of the outbox: an account e-mail, or a guardian's (or donor's, applicant's) SMS,
 * WhatsApp or e-mail message (docs/messages.md), with its delivery state.
 */
export interface OutboxMessage {
  id: string;
  userId: string | null;
  to: string;
  /** E-mail only; empty for SMS and WhatsApp. */
  subject: string;
  body: string | null;
  kind: string;
  locale: string;
  /** E-mail: kept | sent | failed; guardians' messages: queued | held | sent | delivered | … */
  status: string;
  error: string | null;
  createdAt: string;
  channel: string;
  /** The event that caused it (student-absent, test-result …); null for account e-mails. */
  event: string | null;
  dedupeKey: string | null;
  guardianId: string | null;
  contactId: string | null;
  studentId: string | null;
  countryId: string | null;
  centreId: string | null;
  /** The template's variables as filled when the event happened. */
  params: Record<string, string> | null;
  triggeredBy: string | null;
  triggeredVia: string | null;
  driver: string | null;
  providerId: string | null;
  attempts: number;
  /** What the provider charged, in millionths of `costCurrency`. */
  costMicros: number | null;
  costCurrency: string | null;
  holdUntil: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  updatedAt: string;
}

export interface OutboxPage {
  items: OutboxMessage[];
  total: number;
}

/** `page` (from 1) and `pageSize` (1..200) of the administration's lists. */
const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};

/** `GET /api/audit`: the log searched by record, actor, action and time (a bare day as `to`: all of it). */
export const auditSearchQuery = z.object({
  resource: z.string().trim().max(80).optional(),
  recordId: z.string().trim().max(80).optional(),
  actorId: z.string().uuid().optional(),
  action: z.string().trim().max(80).optional(),
  from: z.string().datetime({ offset: true }).or(z.string().date()).optional(),
  to: z.string().datetime({ offset: true }).or(z.string().date()).optional(),
  ...paging,
});

/** `GET /api/audit/:resource/:recordId`: one record's trail. */
export const auditTrailParams = z.object({
  resource: z.string().max(80),
  recordId: z.string().max(80),
});

/** `GET /api/outbox`: the messages kept or sent, by address and kind. */
export const outboxListQuery = z.object({
  to: z.string().trim().max(254).optional(),
  kind: z.string().trim().max(40).optional(),
  ...paging,
});

const auditEntrySchema: z.ZodType<AuditEntry> = z.object({
  id: z.uuid(),
  at: z.string(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  recordId: z.string().nullable(),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});

const auditPageSchema: z.ZodType<AuditPage> = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
});

const outboxMessageSchema: z.ZodType<OutboxMessage> = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  to: z.string(),
  subject: z.string(),
  body: z.string().nullable(),
  kind: z.string(),
  locale: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  channel: z.string(),
  event: z.string().nullable(),
  dedupeKey: z.string().nullable(),
  guardianId: z.uuid().nullable(),
  contactId: z.uuid().nullable(),
  studentId: z.uuid().nullable(),
  countryId: z.uuid().nullable(),
  centreId: z.uuid().nullable(),
  params: z.record(z.string(), z.string()).nullable(),
  triggeredBy: z.uuid().nullable(),
  triggeredVia: z.string().nullable(),
  driver: z.string().nullable(),
  providerId: z.string().nullable(),
  attempts: z.number().int(),
  costMicros: z.number().int().nullable(),
  costCurrency: z.string().nullable(),
  holdUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const IDENTITY_AUDIT_ROUTES = defineRouteContracts({
  'GET /api/audit': {
    summary: 'Search the audit log, newest first (an organisation-wide audit:read only)',
    query: auditSearchQuery,
    response: auditPageSchema,
  },
  'GET /api/audit/:resource/:recordId': {
    summary: "One record's audit trail, newest first (its last 200 entries)",
    params: auditTrailParams,
    response: auditPageSchema,
  },
  'GET /api/outbox': {
    summary: 'The messages kept or sent, newest first',
    query: outboxListQuery,
    response: z.object({
      items: z.array(outboxMessageSchema),
      total: z.number().int(),
    }) satisfies z.ZodType<OutboxPage>,
  },
});
