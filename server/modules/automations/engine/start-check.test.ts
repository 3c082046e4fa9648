import { expect } from 'chai';
import { guardAllows, maxAutomationChain, whyNotStart, type StartFacts } from './start-check.ts';

// The one start rule (whyNotStart): the first reason in the order a run meets them, what a run that
// began still checks, and the plan's limit. The fan-out, a manual start, a dry run and a claimed run
// all ask it; these are its answers on their own.
const author = { memberId: 'mem_1', role: 'editor' as const };
const startable: StartFacts = {
  automation: {
    id: 'auto_1',
    enabled: true,
    type: 'event',
    trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'deploy' }] },
  },
  projectArchived: false,
  author,
  event: {
    authorReads: () => true,
    matching: { type: 'task.created', data: { task: { name: 'deploy it' } }, chain: [] },
  },
  allowance: () => ({ plan: 'free', used: 99, limit: 100, resetsAt: new Date('2026-12-01T00:00:00Z') }),
};
const usedUp = () => ({ plan: 'free' as const, used: 100, limit: 100, resetsAt: new Date('2026-12-01T00:00:00Z') });
const codeOf = async (facts: StartFacts) => (await whyNotStart(facts))?.code;

describe('whyNotStart', () => {
  it('starts a run when nothing stops it', async () => {
    expect(await whyNotStart(startable)).to.equal(undefined);
  });

  it('gives the first reason in the order a run meets them', async () => {
    const everything: StartFacts = {
      ...startable,
      projectArchived: true,
      automation: { ...startable.automation, enabled: false },
      author: undefined,
      event: { authorReads: () => false, matching: { type: 'task.deleted', data: {}, chain: ['auto_1'] } },
      allowance: usedUp,
    };
    expect(await codeOf(everything)).to.equal('archived');
    expect(await codeOf({ ...everything, projectArchived: false })).to.equal('disabled');
    const enabled = { ...everything, projectArchived: false, automation: startable.automation };
    expect(await codeOf(enabled)).to.equal('author_left');
    expect(await codeOf({ ...enabled, author })).to.equal('trigger');
    const sameType = {
      ...enabled,
      author,
      event: { ...everything.event!, matching: { ...everything.event!.matching!, type: 'task.created' } },
    };
    expect(await codeOf(sameType)).to.equal('loop');
    const noChain = { ...sameType, event: { ...sameType.event, matching: { ...sameType.event.matching, chain: [] } } };
    expect(await codeOf(noChain)).to.equal('author_cannot_read');
    expect(await codeOf({ ...noChain, event: { ...noChain.event, authorReads: () => true } })).to.equal('filters');
    expect(await codeOf({ ...startable, allowance: usedUp })).to.equal('limit');
  });

  it('does not ask whether the author may read the event when something earlier stops the run', async () => {
    let asked = 0;
    const facts = { ...startable, author: undefined, event: { ...startable.event!, authorReads: () => (asked++, true) } };
    expect(await codeOf(facts)).to.equal('author_left');
    expect(asked).to.equal(0);
  });

  it('lets a run that began go on when its automation was disabled or its project archived, but not when its author lost sight', async () => {
    const changed = { ...startable, projectArchived: true, automation: { ...startable.automation, enabled: false }, begun: true };
    expect(await codeOf(changed)).to.equal(undefined);
    expect(await codeOf({ ...changed, author: undefined })).to.equal('author_left');
    expect(await codeOf({ ...changed, event: { authorReads: () => false } })).to.equal('author_cannot_read');
  });

  it('names the filter that does not match, or says none did when any would do', async () => {
    const data = { task: { name: 'write docs' } };
    const blocked = await whyNotStart({
      ...startable,
      event: { ...startable.event!, matching: { type: 'task.created', data, chain: [] } },
    });
    expect(blocked?.reason).to.equal(
      'Filter 0 does not match (task.name is "write docs", which does not contain "deploy"), and every filter must: no run would start.',
    );
    const any = { ...startable.automation, trigger: { ...startable.automation.trigger, match: 'any' as const } };
    const none = await whyNotStart({
      ...startable,
      automation: any,
      event: { ...startable.event!, matching: { type: 'task.created', data, chain: [] } },
    });
    expect(none?.reason).to.equal('No filter matches, and at least one must: no run would start.');
  });

  it('counts an unlimited plan as never used up', async () => {
    expect(
      await codeOf({ ...startable, allowance: () => ({ plan: 'enterprise', used: 1_000_000, limit: null, resetsAt: new Date() }) }),
    ).to.equal(undefined);
  });
});

describe('the loop guard (guardAllows)', () => {
  it('refuses an event the automation itself caused, and any chain of five', () => {
    expect(guardAllows('auto_1', [])).to.equal(true);
    expect(guardAllows('auto_1', ['auto_2', 'auto_1'])).to.equal(false);
    const chain = Array.from({ length: maxAutomationChain }, (_, i) => `auto_x${i}`);
    expect(guardAllows('auto_1', chain.slice(0, -1))).to.equal(true);
    expect(guardAllows('auto_1', chain)).to.equal(false);
  });
});
