/** An event as the outside sees it: what a webhook delivery carries and the events feed lists. */
export interface Envelope {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

/** The envelope of an outbox row: one shape for deliveries, their logged request bodies and the feed. */
export function envelopeOf(row: { id: string; type: string; created_at: Date; data: unknown }): Envelope {
  return { id: row.id, type: row.type, created_at: row.created_at.toISOString(), data: row.data };
}
