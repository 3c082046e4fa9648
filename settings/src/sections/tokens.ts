/**
 * API tokens: the signed-in user's keys, a new one with a name and a scope (the secret shown once,
 * with a copy button), and revoking one. Revoking the key in use signs out.
 */
import { html, nothing, type PropertyValues } from 'lit';
import type { Schemas } from '@workspace-automation/sdk';
import { keyScopeRefusal } from '../../../server/auth/permissions.ts';
import { allPages, when, type SectionContext } from '../context.ts';
import { copyLabel, copyOrSelect, type Copied } from '../copy.ts';
import { LightElement } from '../light-element.ts';
import { problemOf, problemView, type Problem } from '../problem.ts';

const SCOPES = ['read-only', 'editor', 'admin'] as const;

export class TokensSection extends LightElement {
  static override properties = {
    ctx: { attribute: false },
    keys: { state: true },
    created: { state: true },
    confirming: { state: true },
    copied: { state: true },
    problem: { state: true },
  };

  declare ctx: SectionContext;
  keys: Array<Schemas['ApiKey']> | undefined;
  created: Schemas['CreatedApiKey'] | undefined;
  confirming: string | undefined;
  copied: Copied = 'no';
  problem: Problem | undefined;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ctx')) void this.load();
  }

  private async load(): Promise<void> {
    try {
      const { api } = this.ctx;
      this.keys = await allPages(async (page) => api.apiKeys.list({ page, per_page: 100 }), 1_000);
    } catch (error) {
      this.problem = problemOf(error);
    }
  }

  private async create(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    this.problem = undefined;
    try {
      const scope = data.get('scope') as (typeof SCOPES)[number];
      this.created = (
        await this.ctx.api.apiKeys.create({
          body: { name: (data.get('name') as string | null) ?? '', scope, workspace_id: this.ctx.workspace.id },
        })
      ).data;
      this.copied = 'no';
      form.reset();
      // The secret is what the person needs next, and shown only now: take focus there as it
      // appears, not after the list below is read again.
      await this.updateComplete;
      this.querySelector<HTMLButtonElement>('.secret button')?.focus();
      await this.load();
    } catch (error) {
      this.problem = problemOf(error);
    }
  }

  private async copy(): Promise<void> {
    if (!this.created) return;
    this.copied = await copyOrSelect(this.created.key, this.querySelector('.secret code.key'));
  }

  private async revoke(key: Schemas['ApiKey']): Promise<void> {
    this.problem = undefined;
    try {
      await this.ctx.api.apiKeys.revoke({ api_key_id: key.id });
      this.confirming = undefined;
      // The key in use is gone: the next call would be refused, so sign out now.
      if (key.id === this.ctx.key?.id) {
        this.closest('wsa-settings')?.querySelector<HTMLButtonElement>('header button')?.click();
        return;
      }
      await this.load();
    } catch (error) {
      this.problem = problemOf(error);
    }
  }

  override render() {
    const { access, key: current } = this.ctx;
    const scopes = SCOPES.filter((s) => keyScopeRefusal(access.scope, s) === undefined);
    return html`
      ${problemView(this.problem)}
      ${
        this.created
          ? html`<div class="secret" role="status">
              <p><strong>New key “${this.created.name}”.</strong> Copy it now: it is shown only this once.</p>
              <p><code class="key">${this.created.key}</code></p>
              <button type="button" @click=${this.copy}>${copyLabel(this.copied, 'key')}</button>
              <button type="button" class="secondary" @click=${() => (this.created = undefined)}>Done</button>
            </div>`
          : nothing
      }
      ${
        access.own
          ? html`<form class="inline" @submit=${this.create} aria-label="New API token">
              <label>Name <input name="name" required maxlength="255" /></label>
              <label
                >Scope
                <select name="scope">
                  ${scopes.map((s) => html`<option value=${s} ?selected=${s === 'editor'}>${s}</option>`)}
                </select>
              </label>
              <button type="submit">Create token</button>
            </form>`
          : nothing
      }
      ${
        this.keys === undefined
          ? html`<p class="muted">Loading…</p>`
          : html`<div class="table-wrap" tabindex="0" role="region" aria-label="Your API tokens">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Scope</th>
                    <th scope="col">Key</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  ${this.keys.map(
                    (k) =>
                      html`<tr>
                        <td>${k.name}${k.id === current?.id ? html` <span class="badge">this key</span>` : nothing}</td>
                        <td>${k.scope}</td>
                        <td><code>${k.prefix}…</code></td>
                        <td>${when(k.created_at)}</td>
                        <td>${when(k.last_used_at)}</td>
                        <td>${k.revoked_at ? `revoked ${when(k.revoked_at)}` : access.own ? this.revokeControl(k) : 'active'}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>`
      }
    `;
  }

  private revokeControl(key: Schemas['ApiKey']) {
    if (this.confirming !== key.id) {
      return html`<button type="button" class="danger" @click=${() => (this.confirming = key.id)} aria-label="Revoke ${key.name}">
        Revoke
      </button>`;
    }
    return html`<span class="confirm"
      >${key.id === this.ctx.key?.id ? 'This is the key you are signed in with. ' : ''}Revoke it?
      <button type="button" class="danger" @click=${() => this.revoke(key)}>Yes, revoke</button>
      <button type="button" class="secondary" @click=${() => (this.confirming = undefined)}>Keep</button></span
    >`;
  }
}
