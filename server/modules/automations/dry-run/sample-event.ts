import { sample } from 'openapi-sampler';
import { eventCatalog } from '../../../../generated/event-catalog.ts';
import type { EventActor } from '../../../events/record-event.ts';
import { toProjectJson, type Project } from '../../projects/projects.model.ts';

/** An event type of the catalog: where it belongs and the JSON Schema of its data. */
export function catalogEntry(type: string) {
  const entry = eventCatalog.find((e) => e.type === type);
  if (!entry) throw new Error(`event type ${type} is not in the event catalog`);
  return entry;
}

/**
 * Puts the ids a sample can know in its place: the workspace's and project's ids wherever the data
 * names them, the project itself, and the caller as actor, so `{{project.name}}` reads as it would.
 */
function grounded(value: unknown, facts: { workspaceId: string; project: Project; actor: EventActor }): unknown {
  if (Array.isArray(value)) return value.map((item) => grounded(item, facts));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'workspace_id') out[key] = facts.workspaceId;
    else if (key === 'project_id') out[key] = facts.project.id;
    else if (key === 'project' && inner !== null && typeof inner === 'object') out[key] = toProjectJson(facts.project);
    else if (key === 'actor') out[key] = facts.actor;
    else out[key] = grounded(inner, facts);
  }
  return out;
}

/**
 * Event data of a type that has not happened yet: every field of its schema with a placeholder of
 * the right shape (openapi-sampler, as Redoc uses), grounded in the automation's workspace and project.
 */
export function sampleEventData(
  type: string,
  facts: { workspaceId: string; project: Project; actor: EventActor },
): Record<string, unknown> {
  const schema = catalogEntry(type).data_schema as Parameters<typeof sample>[0];
  const data = sample(schema, { skipReadOnly: false, skipNonRequired: false, enablePatterns: true, quiet: true }, schema);
  return grounded(data, facts) as Record<string, unknown>;
}
