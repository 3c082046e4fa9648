import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eventCatalog } from '../../../../generated/event-catalog.ts';
import type { Project } from '../../projects/projects.model.ts';
import { sampleEventData } from './sample-event.ts';

const project: Project = {
  id: 'proj_sample1',
  workspace_id: 'ws_sample1',
  name: 'Website',
  description: '',
  color: '#2563EB',
  visibility: 'shared',
  archived: false,
  created_at: new Date('2026-11-01T00:00:00Z'),
  updated_at: new Date('2026-11-01T00:00:00Z'),
};
const actor = { type: 'user' as const, id: 'usr_sample1', name: 'Ada Lovelace' };

describe('dry-run samples', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  for (const entry of eventCatalog.filter((e) => e.automations)) {
    it(`a ${entry.type} sample is valid against its catalog schema and names the automation's workspace and project`, () => {
      const data = sampleEventData(entry.type, { workspaceId: project.workspace_id, project, actor });
      const valid = ajv.validate(entry.data_schema, data);
      expect(valid, JSON.stringify(ajv.errors)).to.equal(true);
      expect(data.workspace_id).to.equal(project.workspace_id);
      expect(data.actor).to.deep.equal(actor);
      if ('project_id' in data) expect(data.project_id).to.equal(project.id);
    });
  }
});
