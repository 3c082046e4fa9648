import type { AppDeps } from '../../../context.ts';
import { workspaceWindows } from '../../../process/workspace-windows.ts';
import { startClaimLoop } from '../../../process/claim-loop.ts';
import type { DispatchFirst } from '../../../process/dispatch-first.ts';
import { performAction } from '../actions/actions.ts';
import { ActionError, type ActionContext } from '../actions/context.ts';
import { mayReadEventOf } from '../author-access.ts';
import type { AutomationRun, RuleKind, RunStep } from '../automations.model.ts';
import { headerBox, openHeaders, type StepHeaders } from '../header-secrets.ts';
import { automationActor } from './create-run.ts';
import { systemActor, type EventActor } from '../../../events/record-event.ts';
import { claimDueRuns, releaseRuns, renewLeases } from './run-claims.ts';
import type { RunFacts } from './run-facts.ts';
import { runVariables } from './run-variables.ts';
import { progressWriter, type Progressing } from './run-progress.ts';
import { saveStepIn } from './run-writes.ts';
import { whyNotStart, type StartBlock } from './start-check.ts';
import { currentSubject, evaluateCondition } from './conditions.ts';
import { runProgram } from './program.ts';
import { waitRefusal, waitingRoom } from './waiting-room.ts';

export interface RunEngineOptions {
  /** Runs performed at once in this process. */
  maxInFlight?: number;
  /** Runs of one workspace performed at once here at most (its window grows to this; workspaceWindows): actions that hang hold no more. */
  perWorkspace?: number;
  /**
   * How often to look for runs that became due without a signal here (other processes, expired
   * leases); while its dispatcher holds some workspace's work, as process/claim-loop.ts says.
   */
  pollIntervalMs?: number;
  /** How long a claim holds a run without renewal (RUN_LEASE); a run whose engine died is claimed again after it. */
  leaseMs?: number;
  /** Its worker's dispatcher: the work of the workspaces it is behind on waits (process/dispatch-first.ts). */
  dispatchFirst?: DispatchFirst;
}

export interface RunEngine {
  /**
   * Claims nothing more and lets the runs under way finish and be written until `deadline` (epoch
   * ms); those still under way then are released for other engines (a step in flight is done again
   * there), and it resolves false.
   */
  stop(deadline?: number): Promise<boolean>;
}

/** A run whose engines kept dying while they held it ends at its next claim past this many. */
export const maxRunClaims = 5;

/** This claim no longer holds the run: another engine took it over, or it ended or was deleted meanwhile. */
class Superseded extends Error {}

/** A run this engine holds, its steps as they go. */
interface Held extends Progressing {
  facts: RunFacts;
  /** Until when (epoch ms) no other engine takes the run, by the last claim or renewal this engine sent. */
  heldUntil: number;
}

/** What a run records when the start check stops it once claimed. */
function stoppedBecause(block: StartBlock, noun: RuleKind): string {
  switch (block.code) {
    case 'archived':
      return `The ${noun}'s project was archived before this run started; no action ran.`;
    case 'disabled':
      return `The ${noun} was disabled before this run started; no action ran.`;
    case 'author_left':
      return `The ${noun}'s author left the workspace; its remaining ${noun === 'workflow' ? 'steps' : 'actions'} did not run.`;
    case 'author_cannot_read':
      return `The ${noun}'s author can no longer see what started this run; its remaining ${noun === 'workflow' ? 'steps' : 'actions'} did not run.`;
    default:
      return block.reason;
  }
}

/** What a waiting run records when it is cancelled as it would resume (decisions: Workflows). */
function cancelledBecause(block: StartBlock): string | undefined {
  if (block.code === 'archived') return "The workflow's project was archived while this run waited; its remaining steps did not run.";
  if (block.code === 'disabled') return 'The workflow was disabled while this run waited; its remaining steps did not run.';
  return undefined;
}

const now = () => new Date().toISOString();

/**
 * Performs automation runs from this worker process, apart from the job slots, as the delivery
 * engine sends deliveries: due runs are claimed in batches (leased, with a new executor), their facts
 * read in one round of queries per batch, their steps performed side by side (in order within a run)
 * with at most `perWorkspace` runs of one workspace under way here, and their progress and ends
 * written in batches, fenced by the executor. A lease is renewed while its run goes on; a run whose
 * engine died or froze is claimed again when its lease ends, and its unfinished steps are done again
 * (the same `Idempotency-Key` and Message-ID; database steps committed with their step are not).
 */
export function startRunEngine(deps: AppDeps, options: RunEngineOptions = {}): RunEngine {
  const maxInFlight = options.maxInFlight ?? 1024;
  const perWorkspace = options.perWorkspace ?? 200;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const leaseMs = options.leaseMs ?? deps.config.runLeaseMs;
  const leaseSeconds = leaseMs / 1000;
  // A step starts only with this much of the lease left: a worker paused past its lease does nothing more.
  const stepMarginMs = Math.min(5_000, leaseMs / 4);
  const log = deps.log.child({ component: 'run-engine' });
  const box = headerBox(deps.config.secretKey);
  const mayWait = waitingRoom(deps.knex);

  const inFlight = new Map<string, Held>();
  const windows = workspaceWindows({ max: perWorkspace });
  const reportLost = (runId: string) =>
    log.info(
      { run_id: runId },
      'another worker took this run over while this one was not answering (or the run ended or was deleted); this one stops without acting',
    );
  const markLost = (held: Held) => {
    if (held.lost) return;
    held.lost = true;
    reportLost(held.run.id);
  };

  const progress = progressWriter({
    knex: deps.knex,
    onLost: (ids, written) => {
      for (const id of ids) {
        const held = inFlight.get(id) ?? (written.find((h) => h.run.id === id) as Held | undefined);
        // An end refused: the run left this engine when its last step did, so nothing holds it here.
        if (held) markLost(held);
        else reportLost(id);
      }
    },
    onWritten: () => claims.recovered(),
    onFailed: (err) => claims.failed(err, 'writing run progress'),
  });
  const end = (held: Held, outcome: { status: 'success' | 'failed' | 'cancelled'; error: string | null; actor?: EventActor }) => {
    if (held.lost) return;
    const { run, facts } = held;
    deps.metrics.runEnded(facts.automation.kind, outcome.status);
    // A wait that ended is over, whatever stopped the run when it would go on.
    const steps = run.steps.map((s): RunStep => {
      if (s.status === 'pending') return { ...s, status: 'skipped' };
      return s.status === 'waiting' ? { ...s, status: 'success', completed_at: now() } : s;
    });
    progress.end({
      id: run.id,
      executor: run.executor,
      steps,
      ...outcome,
      completedAt: new Date(),
      automation: facts.automation,
      workspaceId: run.workspace_id,
      automationChain: run.automation_chain,
    });
  };
  /** Whether this engine may start a step of the run: it still holds it, with the lease to spare. */
  const holds = (held: Held) => {
    if (!held.lost && Date.now() > held.heldUntil - stepMarginMs) markLost(held);
    return !held.lost;
  };

  const execute = async (held: Held): Promise<void> => {
    const { run, facts } = held;
    const { automation, project, author, event, workspace } = facts;
    const noun = automation.kind;
    if (run.claims > maxRunClaims) {
      const error = `The run was interrupted ${maxRunClaims} times (its worker stopped, or the service failed, while it ran); its remaining steps did not run.`;
      return end(held, { status: 'failed', error });
    }
    // A run that waited starts again as if new for its workflow's state: disabled or archived meanwhile cancels it.
    const resuming = run.steps.some((s) => s.status === 'waiting');
    const blocked = await whyNotStart({
      automation,
      projectArchived: project.archived,
      author,
      begun: !resuming && run.steps.some((s) => s.status !== 'pending'),
      event: { authorReads: () => mayReadEventOf(deps.knex, { member: author!, project }, event) },
    });
    if (blocked) {
      const cancelled = resuming ? cancelledBecause(blocked) : undefined;
      if (cancelled !== undefined) {
        run.steps = run.steps.map((s) => (s.status === 'waiting' ? { ...s, status: 'cancelled', completed_at: now() } : s));
        return end(held, { status: 'cancelled', error: cancelled, actor: systemActor });
      }
      return end(held, { status: 'failed', error: stoppedBecause(blocked, noun) });
    }
    let eventData: Record<string, unknown> = event?.data ?? {};
    const base = {
      deps,
      outbound: deps.outbound,
      db: deps.knex,
      config: deps.config,
      project,
      noun,
      author: author!,
      viewer: author!,
      runId: run.id,
      headerValues: (step: StepHeaders) => openHeaders(step, run.header_secrets, box),
      origin: { actor: automationActor(automation), automationChain: [...run.automation_chain, automation.id] },
    };
    const variables = () => runVariables({ project, workspace, automation, runId: run.id, trigger: run.trigger, eventData });
    // After a wait, templates and conditions read the task or project as it is now, not as it was
    // (also when the run is taken again after its wait ended, by another engine).
    const waited = run.steps.some((s) => s.type === 'wait' && (s.status === 'waiting' || s.status === 'success'));
    // Read when the next step needs it (a condition reads anew anyway), once per claim.
    let stale = waited;
    const refresh = async () => {
      eventData = await currentSubject(deps.knex, { workspaceId: run.workspace_id, project, eventData, reader: { members: [author!] } });
      stale = false;
    };
    let performed = false;
    for (const [index, step] of runProgram(run).entries()) {
      const was = run.steps[index]!;
      if (was.status === 'success') continue;
      if (was.status === 'waiting') {
        run.steps[index] = { ...was, status: 'success', completed_at: now() };
        progress.steps(held);
        continue;
      }
      // A step done here is written before the next begins: a worker that stops later does not repeat it.
      if (performed) await progress.settled(run.id);
      performed = true;
      if (!holds(held)) return;
      const started: RunStep = { ...was, status: 'running', started_at: now(), error: null };
      run.steps[index] = started;
      if (step.type === 'wait') {
        if (!(await mayWait(run.workspace_id))) {
          run.steps[index] = { ...started, status: 'failed', completed_at: now(), error: waitRefusal };
          return end(held, { status: 'failed', error: `Step ${index + 1} (wait) failed: ${waitRefusal}` });
        }
        const resumeAt = new Date(Date.parse(started.started_at!) + step.minutes * deps.config.workflowMinuteMs);
        run.steps[index] = { ...started, status: 'waiting', resume_at: resumeAt.toISOString() };
        progress.park({ id: run.id, executor: run.executor, steps: run.steps, resumeAt });
        held.lost = true; // it leaves this engine: nothing more of it is written here
        return;
      }
      if (step.type === 'condition') {
        await refresh();
        if (!evaluateCondition(step, eventData).met) {
          run.steps[index] = { ...started, status: 'not_met', completed_at: now() };
          return end(held, { status: 'success', error: null });
        }
        run.steps[index] = { ...started, status: 'success', completed_at: now() };
        progress.steps(held);
        continue;
      }
      progress.steps(held);
      if (stale) await refresh();
      let committedWithStep = false;
      const ctx: ActionContext = {
        ...base,
        eventData,
        variables: variables(),
        stepIndex: index,
        inStepTransaction: async (work) => {
          await progress.settled(run.id);
          const done: RunStep = { ...started, status: 'success', completed_at: now() };
          const result = await deps.knex.transaction(async (trx) => {
            const value = await work(trx);
            const steps = run.steps.map((s, i) => (i === index ? done : s));
            if (!(await saveStepIn(trx, { id: run.id, executor: run.executor, steps }))) throw new Superseded();
            return value;
          });
          run.steps[index] = done;
          committedWithStep = true;
          return result;
        },
      };
      try {
        await performAction(ctx, step.action);
        if (!committedWithStep) {
          run.steps[index] = { ...started, status: 'success', completed_at: now() };
          progress.steps(held);
        }
      } catch (err) {
        if (err instanceof Superseded) return markLost(held);
        // The service's own failure, not the action's: the run is not failed for it, but tried again.
        if (!(err instanceof ActionError)) throw err;
        run.steps[index] = { ...started, status: 'failed', completed_at: now(), error: err.message };
        return end(held, { status: 'failed', error: `Step ${index + 1} (${step.action.type}) failed: ${err.message}` });
      }
    }
    end(held, { status: 'success', error: null });
  };

  const launch = (run: AutomationRun, facts: RunFacts, heldUntil: number) => {
    const held: Held = { run: run as Held['run'], facts, heldUntil, lost: false };
    inFlight.set(run.id, held);
    windows.started(run.workspace_id);
    const started = Date.now();
    void execute(held)
      .catch((err: unknown) => {
        // Not an action's failure (those end the run): given back, to be taken again after a delay that grows with its claims.
        const retryAfterMs = Math.min(60_000, 1_000 * 2 ** (run.claims - 1));
        log.error({ err, run_id: run.id, retryAfterMs }, 'a run could not go on because of the service; it is tried again');
        if (held.lost) return;
        held.lost = true;
        progress.forget(run.id);
        return releaseRuns(deps.knex, [{ id: run.id, executor: held.run.executor }], retryAfterMs).catch((releaseErr: unknown) =>
          log.warn({ err: releaseErr, run_id: run.id }, 'could not give the run back; it is taken again when its lease ends'),
        );
      })
      .finally(() => {
        inFlight.delete(run.id);
        windows.ended(run.workspace_id, Date.now() - started);
        claims.roomFreed(run.workspace_id);
      });
  };

  const renew = async () => {
    const held = [...inFlight.values()].filter((h) => !h.lost);
    if (held.length === 0) return;
    const sentAt = Date.now();
    try {
      const lost = await renewLeases(
        deps.knex,
        held.map((h) => ({ id: h.run.id, executor: h.run.executor })),
        leaseSeconds,
      );
      for (const h of held) {
        if (lost.has(h.run.id) && inFlight.has(h.run.id)) markLost(h);
        else h.heldUntil = sentAt + leaseMs;
      }
    } catch (err) {
      claims.failed(err, 'renewing run leases');
    }
  };
  const renewTimer = setInterval(() => void renew(), leaseMs / 4);
  renewTimer.unref();

  const claims = startClaimLoop(
    { listener: deps.listener, log, dispatchFirst: options.dispatchFirst },
    {
      what: 'due runs',
      signal: 'runs-queued',
      pollIntervalMs,
      room: () => maxInFlight - inFlight.size,
      async claim(limit, caps) {
        const sentAt = Date.now();
        const { runs, facts } = await claimDueRuns(deps.knex, { ...windows.claimRoom(limit, caps), leaseSeconds });
        if (runs.length === 0) return 0;
        for (const run of runs) {
          const of = facts.get(run.id);
          // Its automation, project and workspace were read with the claim; each deleted takes the run with it.
          if (of) launch(run, of, sentAt + leaseMs);
        }
        return runs.length;
      },
    },
  );

  return {
    async stop(deadline = Number.POSITIVE_INFINITY) {
      await claims.stop();
      while ((inFlight.size > 0 || progress.busy()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      clearInterval(renewTimer);
      if (inFlight.size === 0 && !progress.busy()) return true;
      progress.abandon();
      const given = [...inFlight.values()].filter((h) => !h.lost);
      for (const held of inFlight.values()) held.lost = true;
      await releaseRuns(
        deps.knex,
        given.map((h) => ({ id: h.run.id, executor: h.run.executor })),
      ).catch((err: unknown) => log.warn({ err }, 'could not release the runs under way'));
      log.warn({ released: given.length }, 'released the runs still under way at the shutdown deadline');
      return false;
    },
  };
}
