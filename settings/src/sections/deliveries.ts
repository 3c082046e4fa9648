/**
 * A webhook's delivery log: the deliveries with their filters and pages, each one expandable to every
 * attempt's request and response (as the service recorded them: signatures masked, the answer's body
 * cut at 4 KB), redelivering one, and recovering the failed deliveries of a time window.
 * It is state kept for the webhooks section (no element of its own): the section renders it and is
 * asked to render again when it changes.
 */
import { html, nothing } from 'lit';
import type { Schemas, WsaClient } from '@workspace-automation/sdk';
import { when } from '../context.ts';
import { problemOf, problemView, type Problem } from '../problem.ts';

type Delivery = Schemas['Delivery'];
type Attempt = Schemas['DeliveryAttempt'];
type Status = Schemas['DeliveryStatus'];
type EventType = Schemas['EventType'];

const STATUSES: Status[] = ['pending', 'succeeded', 'failed', 'permanently_failed', 'cancelled'];
const PER_PAGE = 20;
const DAY_MS = 86_400_000;

interface Filters {
  status?: Status;
  event_type?: EventType;
  since?: string;
  until?: string;
}

export class DeliveryLog {
  webhookId: string | undefined;
  deliveries: Delivery[] | undefined;
  total = 0;
  page = 1;
  filters: Filters = {};
  problem: Problem | undefined;
  redelivered: Delivery | undefined;
  recovered: Schemas['DeliveryRecovery'] | undefined;
  /** The recovery form's default start, a day back, fixed when the log opens so a re-render keeps what was typed. */
  recoverSince = '';
  private api: WsaClient | undefined;
  /** Counts loads: only the latest one's answer shows (a filter applied while the log is still loading, another webhook opened). */
  private loads = 0;

  constructor(private readonly changed: () => void) {}

  /** Shows this webhook's log (from its first page, unfiltered), unless it is the one shown. */
  show(api: WsaClient, webhookId: string): void {
    if (webhookId === this.webhookId) return;
    Object.assign(this, { api, webhookId, deliveries: undefined, total: 0, page: 1, filters: {}, problem: undefined });
    Object.assign(this, { redelivered: undefined, recovered: undefined, recoverSince: localInput(new Date(Date.now() - DAY_MS)) });
    void this.load();
  }

  async load(): Promise<void> {
    const { api, webhookId } = this;
    if (!api || !webhookId) return;
    const load = ++this.loads;
    try {
      const { data, meta } = await api.webhooks.deliveries.list({
        webhook_id: webhookId,
        ...this.filters,
        page: this.page,
        per_page: PER_PAGE,
      });
      if (load !== this.loads) return;
      Object.assign(this, { deliveries: data, total: meta.total, problem: undefined });
    } catch (error) {
      if (load !== this.loads) return;
      this.problem = problemOf(error);
    }
    this.changed();
  }

  private filter(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const text = (name: string) => (data.get(name) as string | null) || undefined;
    this.filters = {
      status: text('status') as Status | undefined,
      event_type: text('event_type') as EventType | undefined,
      since: isoOf(text('since')),
      until: isoOf(text('until')),
    };
    this.page = 1;
    void this.load();
  }

  private turn(page: number): void {
    this.page = page;
    void this.load();
  }

  private async redeliver(delivery: Delivery): Promise<void> {
    if (!this.api) return;
    this.problem = undefined;
    try {
      this.redelivered = (await this.api.webhooks.deliveries.redeliver({ webhook_id: delivery.webhook_id, delivery_id: delivery.id })).data;
      this.page = 1;
      await this.load();
    } catch (error) {
      this.problem = problemOf(error);
      this.changed();
    }
  }

  private async recover(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const { api, webhookId } = this;
    if (!api || !webhookId) return;
    const data = new FormData(event.target as HTMLFormElement);
    const since = isoOf(data.get('since') as string) ?? '';
    const until = isoOf(data.get('until') as string);
    this.problem = undefined;
    this.recovered = undefined;
    try {
      this.recovered = (await api.webhooks.recover({ webhook_id: webhookId, body: until ? { since, until } : { since } })).data;
      await this.load();
    } catch (error) {
      this.problem = problemOf(error);
      this.changed();
    }
  }

  // Listeners are arrows: Lit calls a template's listeners with the rendering element as `this`, not this log.
  render(types: readonly EventType[], manage: boolean) {
    const pages = Math.max(1, Math.ceil(this.total / PER_PAGE));
    return html`
      ${problemView(this.problem)}
      ${
        this.redelivered
          ? html`<p class="notice" role="status">
              Redelivered as a new delivery <code>${this.redelivered.id}</code> (${this.redelivered.status}); Refresh to follow it.
            </p>`
          : nothing
      }
      <form class="inline" aria-label="Filter deliveries" @submit=${(e: SubmitEvent) => this.filter(e)}>
        <label
          >Status
          <select name="status">
            <option value="">any</option>
            ${STATUSES.map((s) => html`<option value=${s}>${s}</option>`)}
          </select>
        </label>
        <label
          >Event type
          <select name="event_type">
            <option value="">any</option>
            ${types.map((t) => html`<option value=${t}>${t}</option>`)}
          </select>
        </label>
        <label>Created since <input type="datetime-local" name="since" /></label>
        <label>Created before <input type="datetime-local" name="until" /></label>
        <button type="submit">Apply filters</button>
        <button type="button" class="secondary" @click=${() => void this.load()}>Refresh</button>
      </form>
      ${
        this.deliveries === undefined
          ? html`<p class="muted">Loading…</p>`
          : this.deliveries.length === 0
            ? html`<p class="muted">No deliveries${Object.values(this.filters).some(Boolean) ? ' match these filters' : ' yet'}.</p>`
            : html`<ol class="deliveries">
                ${this.deliveries.map((d) => html`<li>${this.deliveryView(d, manage)}</li>`)}
              </ol>`
      }
      ${
        pages > 1
          ? html`<p class="toolbar">
              <button type="button" class="secondary" ?disabled=${this.page <= 1} @click=${() => this.turn(this.page - 1)}>Newer</button>
              <span>Page ${this.page} of ${pages} (${this.total} deliveries)</span>
              <button type="button" class="secondary" ?disabled=${this.page >= pages} @click=${() => this.turn(this.page + 1)}>
                Older
              </button>
            </p>`
          : nothing
      }
      ${manage ? this.recoverView() : nothing}
    `;
  }

  private recoverView() {
    return html`<h4>Recover a window</h4>
      <p class="muted">Queues again the failed deliveries created in the window, no sooner than the retry schedule allows.</p>
      <form class="inline" aria-label="Recover a window" @submit=${(e: SubmitEvent) => this.recover(e)}>
        <label>Since <input type="datetime-local" name="since" required value=${this.recoverSince} /></label>
        <label>Until (empty: now) <input type="datetime-local" name="until" /></label>
        <button type="submit">Recover</button>
      </form>
      ${
        this.recovered
          ? html`<p class="notice" role="status">
              Queued again: <strong>${this.recovered.queued}</strong>; left for another call: <strong>${this.recovered.remaining}</strong>.
            </p>`
          : nothing
      }`;
  }

  private deliveryView(d: Delivery, manage: boolean) {
    const last = d.attempts.at(-1);
    return html`<details class="delivery">
      <summary>
        <span class=${statusClass(d.status)}>${d.status}</span> <code>${d.event_type}</code> · ${when(d.created_at)} ·
        ${d.attempts.length === 1 ? '1 attempt' : `${d.attempts.length} attempts`}${last ? ` · last answer ${last.response_status ?? 'none'}` : ''}
      </summary>
      <dl class="facts">
        <dt>Delivery</dt>
        <dd><code>${d.id}</code></dd>
        <dt>Event</dt>
        <dd><code>${d.event_id}</code></dd>
        <dt>Next attempt</dt>
        <dd>${when(d.next_attempt_at)}</dd>
      </dl>
      ${manage ? html`<p><button type="button" class="secondary" @click=${() => this.redeliver(d)}>Redeliver</button></p>` : nothing}
      ${d.attempts.map(attemptView)}
    </details>`;
  }
}

function attemptView(a: Attempt) {
  const answered = a.response_status !== null && a.response_status < 300;
  return html`<div class="attempt">
    <h5>Attempt ${a.number}</h5>
    <dl class="facts">
      <dt>Started</dt>
      <dd>
        <time datetime=${a.started_at}
          >${new Date(a.started_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })}</time
        >
      </dd>
      <dt>Duration</dt>
      <dd>${a.duration_ms} ms</dd>
      <dt>Response status</dt>
      <dd class=${answered ? 'status-ok' : 'status-bad'}>${a.response_status ?? 'no answer'}</dd>
      <dt>Error</dt>
      <dd>${a.error ?? '—'}</dd>
    </dl>
    <h6>Request</h6>
    ${
      a.request
        ? html`<p class="muted">Headers</p>
            <pre>${headerLines(a.request.headers)}</pre>
            <p class="muted">Body</p>
            <pre>${pretty(a.request.body)}</pre>`
        : html`<p class="muted">Not recorded.</p>`
    }
    <h6>Response</h6>
    ${
      a.response
        ? html`<p class="muted">Status ${a.response_status}; headers</p>
            <pre>${headerLines(a.response.headers)}</pre>
            <p class="muted">Body${a.response.body_truncated ? ' (cut at 4 KB)' : ''}</p>
            <pre>${pretty(a.response.body)}</pre>`
        : html`<p class="muted">No answer${a.error ? `: ${a.error}` : ''}.</p>`
    }
  </div>`;
}

function statusClass(status: Status): string {
  return status === 'succeeded' ? 'status-ok' : status === 'failed' || status === 'permanently_failed' ? 'status-bad' : '';
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** A body as sent or received: indented when it is JSON, as it came otherwise. */
function pretty(body: string): string {
  if (body === '') return '(empty)';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** A `datetime-local` value (the person's local time) as ISO 8601; undefined when empty. */
function isoOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function localInput(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}
