import type { Knex } from 'knex';
import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { EventActor, EventRow } from '../../../events/record-event.ts';
import type { Project } from '../../projects/projects.model.ts';
import { mayReadEventOf } from '../author-access.ts';
import { guardAllows } from '../engine/start-check.ts';
import { catalogEntry, sampleEventData } from './sample-event.ts';

/** The event a dry run tries, and the project it is about (what the author rule reads). */
export interface TriedEvent {
  source: 'request' | 'latest' | 'sample';
  id: string | null;
  type: components['schemas']['TriggerEventName'];
  created_at: string | null;
  data: Record<string, unknown>;
  project_id: string | null;
}

/** What a dry run asks for: an event type, for which automation and project, by whom, and the data when the request gives it. */
export interface TryInput {
  type: TriedEvent['type'];
  automationId: string;
  data?: Record<string, unknown>;
  project: Project;
  viewer: CachedMembership;
  viewerActor: EventActor;
}

/** How far back a dry run looks for the latest event: a bounded scan of the workspace's index, whatever its history. */
const latestEventWindow = 10_000;

/**
 * The newest event of the type in the automation's reach (its project, or the workspace for a
 * workspace-level type) that the loop guard lets start it (not one its own actions caused), and
 * that `viewer` may read: the caller sees no data a dry run could not show them.
 */
async function latestEvent(
  db: Knex,
  { type, automationId, project, viewer }: TryInput,
): Promise<Pick<EventRow, 'id' | 'type' | 'project_id' | 'data' | 'created_at'> | undefined> {
  const recent = db('events')
    .where({ workspace_id: project.workspace_id })
    .orderBy('seq', 'desc')
    .limit(latestEventWindow)
    .select('seq', 'id', 'type', 'project_id', 'data', 'created_at', 'automation_chain');
  const query = db.from(recent.as('recent')).where({ type }).orderBy('seq', 'desc').limit(20);
  if (catalogEntry(type).level === 'project') query.where({ project_id: project.id });
  const rows: Array<Pick<EventRow, 'id' | 'type' | 'project_id' | 'data' | 'created_at' | 'automation_chain'>> = await query;
  for (const row of rows) {
    if (guardAllows(automationId, row.automation_chain) && (await mayReadEventOf(db, { member: viewer, project }, row))) return row;
  }
  return undefined;
}

/** The request's event, else the latest such event the caller may read, else a sample from the type's schema. */
export async function eventToTry(db: Knex, input: TryInput): Promise<TriedEvent> {
  const { type, project } = input;
  const projectId = catalogEntry(type).level === 'project' ? project.id : null;
  if (input.data) return { source: 'request', id: null, type, created_at: null, data: input.data, project_id: projectId };
  const latest = await latestEvent(db, input);
  if (latest) {
    return {
      source: 'latest',
      id: latest.id,
      type,
      created_at: latest.created_at.toISOString(),
      data: latest.data,
      project_id: latest.project_id,
    };
  }
  const data = sampleEventData(type, { workspaceId: project.workspace_id, project, actor: input.viewerActor });
  return { source: 'sample', id: null, type, created_at: null, data, project_id: projectId };
}
