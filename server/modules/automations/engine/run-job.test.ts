// The job that executes a run (runJob): how often it is tried, what it is keyed by, and the lanes
// that bound how many of one workspace's runs hold job slots at once. Graphile-worker spaces the
// tries (its own exponential back-off); a retried job skips the steps that already succeeded.
import { expect } from 'chai';
import { newId } from '../../../db/ids.ts';
import { runJob, runJobKey, runLanesPerWorkspace } from './create-run.ts';

describe('the job that executes a run (runJob)', () => {
  it('is tried 5 times at most, keyed by the run so deleting its automation can cancel it', () => {
    const job = runJob('run_01', 'ws_1');
    expect(job).to.deep.include({ task: 'run_automation', payload: { run_id: 'run_01' }, maxAttempts: 5, jobKey: 'run:run_01' });
    expect(runJobKey('run_01')).to.equal('run:run_01');
    expect(job.runAt, 'due at once').to.equal(undefined);
  });

  it("puts a workspace's runs in its own two queues, chosen by the run id's last character", () => {
    expect(runLanesPerWorkspace).to.equal(2);
    // '0' is char code 48 (lane 0), '1' is 49 (lane 1).
    expect(runJob('run_x0', 'ws_a').queueName).to.equal('runs:ws_a:0');
    expect(runJob('run_x1', 'ws_a').queueName).to.equal('runs:ws_a:1');
    expect(runJob('run_x1', 'ws_b').queueName).to.equal('runs:ws_b:1');
  });

  it('spreads real run ids over both lanes of a workspace and no further', () => {
    const queues = new Set(Array.from({ length: 200 }, () => runJob(newId('run'), 'ws_a').queueName));
    expect([...queues].sort()).to.deep.equal(['runs:ws_a:0', 'runs:ws_a:1']);
  });
});
