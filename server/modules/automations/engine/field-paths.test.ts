import { expect } from 'chai';
import { conditionFieldExists } from './field-paths.ts';

describe('which fields a workflow condition can read', () => {
  it("accepts fields of the trigger event's data, through references and unions", () => {
    expect(conditionFieldExists('task.created', 'task.status')).to.equal(true);
    expect(conditionFieldExists('task.updated', 'task.assignee_member_id')).to.equal(true);
    expect(conditionFieldExists('member.joined', 'member.role')).to.equal(true);
    expect(conditionFieldExists('task.created', 'actor.name')).to.equal(true);
  });

  it("accepts the workflow's project for any trigger, schedules included", () => {
    expect(conditionFieldExists('task.created', 'project.name')).to.equal(true);
    expect(conditionFieldExists(undefined, 'project.archived')).to.equal(true);
  });

  it('refuses fields no such data holds', () => {
    expect(conditionFieldExists('task.created', 'task.colour')).to.equal(false);
    expect(conditionFieldExists('task.created', 'task.status.value')).to.equal(false);
    expect(conditionFieldExists('task.created', 'member.role')).to.equal(false);
    expect(conditionFieldExists(undefined, 'task.status')).to.equal(false);
    expect(conditionFieldExists('project.created', 'project.colour')).to.equal(false);
    expect(conditionFieldExists('task.created', 'constructor')).to.equal(false);
    expect(conditionFieldExists('task.created', 'task.hasOwnProperty')).to.equal(false);
    expect(conditionFieldExists(undefined, 'project.__proto__')).to.equal(false);
  });
});
