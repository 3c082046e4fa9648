import type { AppDeps } from '../../../context.ts';
import { Lru } from '../../../auth/lru.ts';
import { workspaceWindows } from '../../../process/workspace-windows.ts';
import { startClaimLoop } from '../../../process/claim-loop.ts';
import type { DispatchFirst } from '../../../process/dispatch-first.ts';
import { OutboundError, type OutboundResponse } from '../../../net/outbound.ts';
import { secretBox } from '../../../secrets/secret-box.ts';
import { claimDueDeliveries, recordOutcomes, releaseClaims, type ClaimedDelivery, type Outcome } from './delivery-claims.ts';
import { recordEndpointHealth } from './endpoint-health.ts';
import { retryDelayMs } from './deliveries.ts';
import { postSigned } from './signed-request.ts';
import { envelopeOf } from '../../../events/envelope.ts';

/** A receiver gets this long to answer an attempt. */
export const deliveryTimeoutMs = 10_000;

export interface DeliveryEngineOptions {
  /** Requests in flight at once in this process. */
  maxInFlight?: number;
  /** Requests in flight at once for one workspace at most: a receiver that hangs holds no more than this. */
  perWorkspace?: number;
  /**
   * How often to look for deliveries that became due without a signal here (retries, other processes,
   * expired leases); while its dispatcher holds some workspace's work, as process/claim-loop.ts says.
   */
  pollIntervalMs?: number;
  /** Its worker's dispatcher: the work of the workspaces it is behind on waits (process/dispatch-first.ts). */
  dispatchFirst?: DispatchFirst;
}

export interface DeliveryEngine {
  /**
   * Claims nothing more and lets the requests in flight finish and be recorded until `deadline`
   * (epoch ms). Those still in flight then are released for other engines, their outcomes never
   * written; resolves false in that case.
   */
  stop(deadline?: number): Promise<boolean>;
}

/** Outcomes are written together: at most this long after the first of a batch arrives. */
const flushEveryMs = 5;

/**
 * Sends webhook deliveries from this worker process, apart from the job slots: due deliveries are
 * claimed in batches (leased, their attempts written first), sent side by side over the keep-alive
 * pool, and their outcomes written in batches. A workspace has at most its window of requests in
 * flight here (`perWorkspace` at most), so a receiver that hangs until the time-out slows only its
 * own workspace. A delivery
 * stays claimed for the time-out plus a margin; when its engine died, it is claimed again after
 * that, and the open attempt is closed as interrupted: at least once, never lost.
 */
export function startDeliveryEngine(deps: AppDeps, options: DeliveryEngineOptions = {}): DeliveryEngine {
  const maxInFlight = options.maxInFlight ?? 1024;
  const perWorkspace = options.perWorkspace ?? 200;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const leaseSeconds = deliveryTimeoutMs / 1000 + 20;
  const log = deps.log.child({ component: 'delivery-engine' });
  const box = secretBox(deps.config.secretKey);
  // Opening a sealed secret per attempt is wasted work: a webhook's secret is opened once here.
  const secrets = new Lru<string>({ maxEntries: 10_000 });
  const opened = (ciphertext: string) => {
    let secret = secrets.get(ciphertext);
    if (secret === undefined) {
      secret = box.open(ciphertext);
      secrets.set(ciphertext, secret);
    }
    return secret;
  };

  const inFlight = new Map<string, ClaimedDelivery>();
  deps.metrics.watchDeliveriesInFlight(() => inFlight.size);
  const windows = workspaceWindows({ max: perWorkspace });
  let outcomes: Outcome[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  // Set when the engine gave its in-flight deliveries up at the shutdown deadline: their outcomes are not written.
  let abandoned = false;

  const flush = async (): Promise<void> => {
    while (outcomes.length > 0 && !abandoned) {
      const batch = outcomes;
      outcomes = [];
      try {
        await recordOutcomes(deps.knex, batch);
        claims.recovered();
        // After the outcomes: a failure here loses none of them; the next batch moves the health on.
        await recordEndpointHealth(
          deps.knex,
          batch.map((o) => ({ webhookId: o.webhookId, error: o.error })),
          deps.config.webhookDisableAfterMs,
        ).catch((err: unknown) => claims.failed(err, 'recording endpoint health'));
      } catch (err) {
        // Kept and written later; past their leases, other engines may send them again (at least once).
        outcomes = batch.concat(outcomes);
        claims.failed(err, 'recording delivery outcomes');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  const scheduleFlush = () => {
    if (flushing || flushTimer) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      flushing = flush().finally(() => {
        flushing = undefined;
        if (outcomes.length > 0) scheduleFlush();
      });
    }, flushEveryMs);
  };

  const attempt = async (claim: ClaimedDelivery): Promise<void> => {
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    let requestHeaders: Record<string, string> | null = null;
    let response: OutboundResponse | null = null;
    try {
      const signing = [claim.secret_ciphertext, ...(claim.previous_secret_ciphertext ? [claim.previous_secret_ciphertext] : [])].map(
        opened,
      );
      const envelope = envelopeOf({
        id: claim.event_id,
        type: claim.event_type,
        created_at: claim.event_created_at,
        data: claim.event_data,
      });
      ({ response } = await postSigned(
        deps.outbound,
        { url: claim.url, secrets: signing, envelope, attempt: claim.attempt, timeoutMs: deliveryTimeoutMs },
        (headers) => (requestHeaders = headers),
      ));
      status = response.status;
      if (status < 200 || status > 299)
        error = status >= 300 && status < 400 ? `redirect ${status} (redirects are not followed)` : `the receiver answered ${status}`;
    } catch (err) {
      if (err instanceof OutboundError) {
        error = err.message;
      } else {
        // Not the receiver's doing (e.g. a SECRET_KEY that cannot open the stored secret): a truthful,
        // non-revealing error, and the usual retry schedule rather than an attempt left open.
        log.error({ err, deliveryId: claim.id, attempt: claim.attempt }, 'webhook delivery attempt failed inside the service');
        error = 'internal error: the service could not send this attempt (see the service log)';
      }
    }
    const delay = error ? retryDelayMs(deps.config.webhookRetryDelaysMs, claim.attempt) : undefined;
    const nextAttemptAt = delay === undefined ? null : new Date(Date.now() + delay);
    const outcome: Outcome = {
      id: claim.id,
      webhookId: claim.webhook_id,
      attempt: claim.attempt,
      durationMs: Date.now() - started,
      responseStatus: status,
      error,
      requestHeaders,
      response: response && { headers: response.headers, body: response.body, bodyTruncated: response.bodyTruncated },
      status: !error ? 'succeeded' : nextAttemptAt ? 'failed' : 'permanently_failed',
      nextAttemptAt,
    };
    outcomes.push(outcome);
    deps.metrics.deliveryEnded(outcome.status, outcome.durationMs / 1000);
    scheduleFlush();
  };

  const launch = (claim: ClaimedDelivery) => {
    inFlight.set(claim.id, claim);
    windows.started(claim.workspace_id);
    const started = Date.now();
    void attempt(claim).finally(() => {
      inFlight.delete(claim.id);
      windows.ended(claim.workspace_id, Date.now() - started);
      claims.roomFreed(claim.workspace_id);
    });
  };

  // Deliveries made due here wake the engine at once; those made due in another process (a redelivery
  // through an API-only process), through the listener.
  const claims = startClaimLoop(
    { listener: deps.listener, log, dispatchFirst: options.dispatchFirst },
    {
      what: 'due deliveries',
      signal: 'deliveries-queued',
      pollIntervalMs,
      room: () => maxInFlight - inFlight.size,
      async claim(limit, caps) {
        const claimed = await claimDueDeliveries(deps.knex, { ...windows.claimRoom(limit, caps), leaseSeconds });
        // Claimed as a stop began: sent all the same (their attempts are written), and drained below.
        for (const claim of claimed) launch(claim);
        return claimed.length;
      },
    },
  );

  return {
    async stop(deadline = Number.POSITIVE_INFINITY) {
      await claims.stop();
      while ((inFlight.size > 0 || outcomes.length > 0 || flushing || flushTimer) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (inFlight.size === 0 && outcomes.length === 0 && !flushing && !flushTimer) return true;
      abandoned = true;
      clearTimeout(flushTimer);
      const given = [...inFlight.values(), ...outcomes];
      await releaseClaims(deps.knex, given).catch((err: unknown) => log.warn({ err }, 'could not release the deliveries in flight'));
      log.warn({ released: given.length }, 'released the deliveries still in flight at the shutdown deadline');
      return false;
    },
  };
}
