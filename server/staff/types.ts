/** Types shared by the staff modules (server side only; the wire shapes are in src/staff/api.ts). */
import type { LeadQuery, LeadStage, LeadSummary } from '../../src/staff/api';

/** Who did something: a staff member (or the CLI, whose actor id is null). */
export interface Actor {
  id: string | null;
  name: string;
}

/** A validated LeadQuery without its paging. */
export interface LeadFilter {
  view: NonNullable<LeadQuery['view']>;
  stage?: LeadStage;
  form?: LeadSummary['formId'];
  language?: LeadSummary['language'];
  from?: string;
  to?: string;
  due?: boolean;
  q?: string;
}
