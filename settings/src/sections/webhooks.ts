/**
 * Webhooks: the workspace's webhooks; a new one (the service pings its URL first, and what the ping
 * met shows); changing one (URL, events, on or off); rotating its secret; deleting it; and its
 * delivery log (deliveries.ts). All of it needs an admin or owner with an admin-scoped key: anyone
 * else reads one sentence, and the list is not asked for (it would be refused).
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Schemas } from '@workspace-automation/sdk';
import { when, type SectionContext } from '../context.ts';
import { copyLabel, copyOrSelect, type Copied } from '../copy.ts';
import { LightElement } from '../light-element.ts';
import { problemOf, problemView, type Problem } from '../problem.ts';
import { DeliveryLog } from './deliveries.ts';

type Webhook = Schemas['Webhook'];
type EventType = Schemas['EventType'];
type Area = 'load' | 'create' | 'webhook';

/** What a change came to, shown until the next one; a secret made here is in it, as the service never shows one back. */
interface Outcome {
  area: Area;
  text: TemplateResult;
  secret?: string;
}

const OVERLAPS = [
  { seconds: 86_400, label: '24 hours' },
  { seconds: 3_600, label: '1 hour' },
  { seconds: 0, label: 'not at all' },
];

/** A text field of a submitted form ('' when absent). */
const field = (data: FormData, name: string) => (data.get(name) as string | null) ?? '';

/** A signing secret for when none is typed: 24 random bytes, hex. */
function madeSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `whsec_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export class WebhooksSection extends LightElement {
  static override properties = {
    ctx: { attribute: false },
    webhooks: { state: true },
    types: { state: true },
    openId: { state: true },
    outcome: { state: true },
    problem: { state: true },
    busy: { state: true },
    copied: { state: true },
    confirming: { state: true },
  };

  declare ctx: SectionContext;
  webhooks: Webhook[] | undefined;
  /** The event types a webhook may list, from the service's catalog. */
  types: EventType[] = [];
  openId: string | undefined;
  outcome: Outcome | undefined;
  problem: (Problem & { area: Area }) | undefined;
  busy = false;
  copied: Copied = 'no';
  confirming = false;
  private readonly log = new DeliveryLog(() => this.requestUpdate());

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ctx')) void this.load();
    if (changed.has('openId')) {
      this.confirming = false;
      if (this.openId) this.log.show(this.ctx.api, this.openId);
    }
  }

  private async load(): Promise<void> {
    const { api, workspace, access } = this.ctx;
    if (!access.seeAdmin) return;
    try {
      const [hooks, catalog] = await Promise.all([api.webhooks.list({ workspace_id: workspace.id }), api.eventTypes.list()]);
      this.types = catalog.data.filter((t) => t.webhooks).map((t) => t.type as EventType);
      this.webhooks = hooks.data;
      if (!this.webhooks.some((w) => w.id === this.openId)) this.openId = this.webhooks[0]?.id;
    } catch (error) {
      this.problem = { area: 'load', ...problemOf(error) };
    }
  }

  /** Runs a change: clears the last refusal and outcome (a secret stays until Done), shows a refusal where it belongs. */
  private async change(area: Area, work: () => Promise<Outcome | undefined>): Promise<void> {
    this.problem = undefined;
    if (!this.outcome?.secret) this.outcome = undefined;
    this.busy = true;
    try {
      const outcome = await work();
      if (outcome) Object.assign(this, { outcome, copied: 'no' });
    } catch (error) {
      this.problem = { area, ...problemOf(error) };
    } finally {
      this.busy = false;
    }
  }

  private replace(webhook: Webhook): void {
    this.webhooks = this.webhooks?.map((w) => (w.id === webhook.id ? webhook : w));
  }

  private create(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const typed = field(data, 'secret');
    const secret = typed || madeSecret();
    const url = field(data, 'url').trim();
    return this.change('create', async () => {
      const body = { url, events: data.getAll('events') as EventType[], secret, workspace_id: this.ctx.workspace.id };
      const webhook = (await this.ctx.api.webhooks.create({ body })).data;
      form.reset();
      this.openId = webhook.id;
      await this.load();
      const text = html`Ping answered: webhook <code>${webhook.id}</code> registered for <code>${webhook.url}</code>.`;
      return { area: 'create', text, ...(typed ? {} : { secret }) };
    });
  }

  private save(event: SubmitEvent, webhook: Webhook): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const url = field(data, 'url').trim();
    const events = data.getAll('events') as EventType[];
    const enabled = data.get('enabled') === 'on';
    const sameEvents = events.length === webhook.events.length && events.every((e) => webhook.events.includes(e));
    const body = {
      ...(url !== webhook.url ? { url } : {}),
      ...(sameEvents ? {} : { events }),
      ...(enabled !== webhook.enabled ? { enabled } : {}),
    };
    return this.change('webhook', async () => {
      if (Object.keys(body).length === 0) return { area: 'webhook', text: html`Nothing to change.` };
      this.replace((await this.ctx.api.webhooks.update({ webhook_id: webhook.id, body })).data);
      return { area: 'webhook', text: body.url ? html`Ping answered: saved; deliveries now go to <code>${url}</code>.` : html`Saved.` };
    });
  }

  private rotate(event: SubmitEvent, webhook: Webhook): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    const typed = field(data, 'secret');
    const secret = typed || madeSecret();
    const body = { secret, expire_previous_in_seconds: Number(data.get('overlap')) };
    return this.change('webhook', async () => {
      const rotated = (await this.ctx.api.webhooks.rotateSecret({ webhook_id: webhook.id, body })).data;
      this.replace(rotated);
      form.reset();
      const until = rotated.previous_secret_expires_at;
      const text = until
        ? html`Secret rotated. The previous secret also signs until <time datetime=${until}>${when(until)}</time>.`
        : html`Secret rotated. The previous secret no longer signs.`;
      return { area: 'webhook', text, ...(typed ? {} : { secret }) };
    });
  }

  private deleteWebhook(webhook: Webhook): Promise<void> {
    return this.change('webhook', async () => {
      await this.ctx.api.webhooks.delete({ webhook_id: webhook.id });
      this.confirming = false;
      await this.load();
      return { area: 'load', text: html`Webhook <code>${webhook.url}</code> deleted.` };
    });
  }

  private async copy(secret: string): Promise<void> {
    this.copied = await copyOrSelect(secret, this.querySelector('.secret code.key'));
  }

  private shown(area: Area) {
    const outcome = this.outcome?.area === area ? this.outcome : undefined;
    return html`${problemView(this.problem?.area === area ? this.problem : undefined)}
    ${
      outcome
        ? html`<div class=${outcome.secret ? 'secret' : 'notice'} role="status">
            <p>${outcome.text}</p>
            ${
              outcome.secret
                ? html`<p>The new signing secret, made here: give it to your receiver now, it is shown only this once.</p>
                    <p><code class="key">${outcome.secret}</code></p>
                    <button type="button" @click=${() => this.copy(outcome.secret!)}>${copyLabel(this.copied, 'secret')}</button>
                    <button type="button" class="secondary" @click=${() => (this.outcome = undefined)}>Done</button>`
                : nothing
            }
          </div>`
        : nothing
    }`;
  }

  private eventChecks(checked: readonly EventType[]) {
    return html`<fieldset>
      <legend>Events</legend>
      <div class="checks">
        ${this.types.map(
          (t) => html`<label class="check"><input type="checkbox" name="events" value=${t} ?checked=${checked.includes(t)} />${t}</label>`,
        )}
      </div>
    </fieldset>`;
  }

  override render() {
    const { access } = this.ctx;
    if (!access.seeAdmin) {
      return html`<p>
        Webhooks are for workspace admins and owners; you are ${/^[ao]/.test(access.role) ? 'an' : 'a'} ${access.role} here.
      </p>`;
    }
    const open = this.webhooks?.find((w) => w.id === this.openId);
    return html`
      ${this.shown('load')}
      ${
        access.manage
          ? this.createView()
          : html`<p class="muted">
              This key's scope is ${access.scope}: it shows the webhooks and their deliveries. Creating, changing, redelivering and
              recovering need an admin-scoped key.
            </p>`
      }
      <h3>Webhooks</h3>
      ${
        this.webhooks === undefined
          ? html`<p class="muted">Loading…</p>`
          : this.webhooks.length === 0
            ? html`<p class="muted">No webhooks yet.</p>`
            : html`<ul class="webhook-list">
                ${this.webhooks.map(
                  (w) =>
                    html`<li>
                      <code>${w.url}</code>
                      <span class="muted"
                        >${w.events.join(', ')} · ${w.enabled ? 'enabled' : w.disabled_reason ? 'disabled by the service' : 'paused'} ·
                        created ${when(w.created_at)}</span
                      >
                      ${
                        w.id === this.openId
                          ? html`<span class="badge">shown below</span>`
                          : html`<button type="button" class="secondary" aria-label="Open ${w.url}" @click=${() => (this.openId = w.id)}>
                              Open
                            </button>`
                      }
                    </li>`,
                )}
              </ul>`
      }
      ${open ? keyed(open.id, this.webhookView(open)) : nothing}
    `;
  }

  private createView() {
    return html`<h3>New webhook</h3>
      ${this.shown('create')}
      <form class="stack" aria-label="New webhook" @submit=${this.create}>
        <label>URL <input name="url" type="url" required maxlength="2048" placeholder="https://…" autocomplete="off" /></label>
        ${this.eventChecks([])}
        <label
          >Signing secret (optional: left empty, one is made here and shown once)
          <input name="secret" type="password" minlength="16" maxlength="256" autocomplete="new-password" />
        </label>
        <p><button type="submit" ?disabled=${this.busy}>${this.busy ? 'Working…' : 'Create webhook'}</button></p>
      </form>`;
  }

  private changeView(w: Webhook) {
    return html`<details>
        <summary>Change it</summary>
        <form class="stack" aria-label="Change the webhook" @submit=${(e: SubmitEvent) => this.save(e, w)}>
          <label>URL (a new one is pinged first) <input name="url" type="url" required maxlength="2048" value=${w.url} /></label>
          ${this.eventChecks(w.events)}
          <label class="check"
            ><input type="checkbox" name="enabled" ?checked=${w.enabled} />Enabled (off: pending retries are cancelled)</label
          >
          <p><button type="submit" ?disabled=${this.busy}>Save changes</button></p>
        </form>
      </details>
      <details>
        <summary>Rotate the secret</summary>
        <form class="stack" aria-label="Rotate the secret" @submit=${(e: SubmitEvent) => this.rotate(e, w)}>
          <label
            >New secret (optional: left empty, one is made here and shown once)
            <input name="secret" type="password" minlength="16" maxlength="256" autocomplete="new-password" />
          </label>
          <label
            >The previous secret also signs for
            <select name="overlap">
              ${OVERLAPS.map((o) => html`<option value=${o.seconds}>${o.label}</option>`)}
            </select>
          </label>
          <p><button type="submit" ?disabled=${this.busy}>Rotate secret</button></p>
        </form>
      </details>
      <p class="confirm">
        ${
          this.confirming
            ? html`Delete this webhook and stop its pending deliveries?
                <button type="button" class="danger" @click=${() => this.deleteWebhook(w)}>Yes, delete</button>
                <button type="button" class="secondary" @click=${() => (this.confirming = false)}>Keep</button>`
            : html`<button type="button" class="danger" @click=${() => (this.confirming = true)}>Delete webhook</button>`
        }
      </p>`;
  }

  private webhookView(w: Webhook) {
    return html`<section class="webhook" aria-labelledby="webhook-title">
      <h3 id="webhook-title">Webhook <code>${w.url}</code></h3>
      ${this.shown('webhook')}
      <dl class="facts">
        <dt>Id</dt>
        <dd><code>${w.id}</code></dd>
        <dt>Events</dt>
        <dd>${w.events.join(', ')}</dd>
        <dt>State</dt>
        <dd>
          ${w.enabled ? 'enabled' : w.disabled_reason ? html`disabled by the service: ${w.disabled_reason}` : 'paused: no deliveries'}
        </dd>
        <dt>Last success</dt>
        <dd>${w.last_success_at ? when(w.last_success_at) : 'none yet'}</dd>
        <dt>Previous secret</dt>
        <dd>${w.previous_secret_expires_at ? html`signs until ${when(w.previous_secret_expires_at)}` : 'none signs'}</dd>
      </dl>
      ${this.ctx.access.manage ? this.changeView(w) : nothing}
      <h4>Delivery log</h4>
      ${this.log.render(this.types, this.ctx.access.manage)}
    </section>`;
  }
}
