/** Words the inbox shows for the contract's codes (./api.ts). */
import { LEAD_STAGES, type AuditEntry, type LeadDeliveryState, type LeadStage, type LeadSummary } from './api';

export function stageLabel(stage: LeadStage): string {
  return LEAD_STAGES.find((s) => s.id === stage)?.label ?? stage;
}

export const DELIVERY_LABELS: Record<LeadDeliveryState, string> = {
  pending: 'Sending to the gym',
  delivered: 'Delivered',
  failed: 'Delivery failed',
  spam: 'Held as spam',
  stored: 'Stored only',
};

/**
 * The first page fetched again (after a live event) merged into what is shown: leads already shown take
 * their new state in place; leads newer than everything shown go on top, newest first; `added` names them.
 * Nothing shown is removed or reordered, so what the person is reading stays where it is.
 */
export function mergeFirstPage(shown: readonly LeadSummary[], fresh: readonly LeadSummary[]): { leads: LeadSummary[]; added: string[] } {
  const byId = new Map(fresh.map((l) => [l.id, l]));
  const known = new Set(shown.map((l) => l.id));
  const newest = shown.reduce((max, l) => (l.receivedAt > max ? l.receivedAt : max), '');
  const added = fresh.filter((l) => !known.has(l.id) && l.receivedAt >= newest);
  return {
    leads: [...added, ...shown.map((l) => byId.get(l.id) ?? l)],
    added: added.map((l) => l.id),
  };
}

/**
 * What an audit entry says after who did it: its action and detail, and for a read of the list how many
 * leads it showed and under which filters: 'read 412 leads (the inbox, stage Contacted)'; for a failed
 * sign-in the client's address while it is kept.
 */
export function auditWhat(e: Pick<AuditEntry, 'action' | 'detail' | 'leads' | 'address'>): string {
  if (e.action === 'read') {
    const n = e.leads ?? 0;
    return `read ${n} ${n === 1 ? 'lead' : 'leads'}${e.detail ? ` (${e.detail})` : ''}`;
  }
  return `${e.action}${e.detail ? `: ${e.detail}` : ''}${e.address ? ` (from ${e.address})` : ''}`;
}
