/**
 * <wsa-settings>: sign-in, the workspace chosen, the sections' navigation and sign-out. The key typed
 * in is checked with GET /v1/users/me before it is kept; the section shown is in the URL's fragment
 * (#webhooks), the key never is.
 */
import { html, nothing, type PropertyValues } from 'lit';
import type { Schemas, WsaClient } from '@workspace-automation/sdk';
import { AuthenticationError } from '@workspace-automation/sdk';
import { LightElement } from './light-element.ts';
import { accessOf } from './access.ts';
import { allPages, UNREAD_CHANGED, type SectionContext } from './context.ts';
import { problemOf, problemView, type Problem } from './problem.ts';
import { clientFor, forgetKey, keepKey, storedKey } from './session.ts';

const SECTIONS = [
  { id: 'tokens', label: 'API tokens' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'automations', label: 'Automations and workflows' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'usage', label: 'Usage' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

interface Session {
  api: WsaClient;
  apiKey: string;
  me: Schemas['User'];
  key: Schemas['ApiKey'] | undefined;
  workspaces: Array<Schemas['WorkspaceListItem']>;
}

function sectionInUrl(): SectionId {
  const id = location.hash.slice(1);
  return SECTIONS.find((s) => s.id === id)?.id ?? 'tokens';
}

/** The signed-in key's own entry in its user's key list, matched by its prefix. */
async function ownKey(api: WsaClient, apiKey: string): Promise<Schemas['ApiKey'] | undefined> {
  const keys = await allPages(async (page) => api.apiKeys.list({ page, per_page: 100 }), 1_000);
  return keys.find((k) => !k.revoked_at && apiKey.startsWith(k.prefix));
}

export class SettingsApp extends LightElement {
  static override properties = {
    busy: { state: true },
    problem: { state: true },
    session: { state: true },
    ctx: { state: true },
    section: { state: true },
    unread: { state: true },
  };

  busy = false;
  problem: Problem | undefined;
  session: Session | undefined;
  ctx: SectionContext | undefined;
  section: SectionId = sectionInUrl();
  unread: number | undefined;

  private readonly onHash = () => {
    this.section = sectionInUrl();
  };
  private readonly onUnreadChanged = () => void this.countUnread();

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.onHash);
    this.addEventListener(UNREAD_CHANGED, this.onUnreadChanged);
    const kept = storedKey();
    if (kept) void this.signIn(kept);
  }

  override disconnectedCallback(): void {
    removeEventListener('hashchange', this.onHash);
    this.removeEventListener(UNREAD_CHANGED, this.onUnreadChanged);
    super.disconnectedCallback();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // After signing in or out, focus goes where the person continues: the section's heading, or the key field.
    if (changed.has('session') && (changed.get('session') === undefined) !== (this.session === undefined)) {
      this.querySelector<HTMLElement>(this.session ? '#section-title' : '#api-key')?.focus();
    }
  }

  private async signIn(apiKey: string): Promise<void> {
    this.busy = true;
    this.problem = undefined;
    try {
      const api = clientFor(apiKey, () => this.revoked());
      const me = (await api.users.me.get()).data;
      const [workspaces, key] = await Promise.all([
        allPages(async (page) => api.workspaces.list({ page, per_page: 100 })),
        ownKey(api, apiKey),
      ]);
      keepKey(apiKey);
      const home = workspaces.find((w) => w.id === key?.workspace_id) ?? workspaces[0];
      if (home) await this.openWorkspace(api, me, key, home.id);
      this.session = { api, apiKey, me, key, workspaces };
    } catch (error) {
      // Only a refused key is forgotten: after a 503 or a lost connection, a reload tries it again.
      if (error instanceof AuthenticationError) forgetKey();
      this.problem = problemOf(error);
    } finally {
      this.busy = false;
    }
  }

  /** A call was answered 401 while signed in: the key was revoked meanwhile. It is forgotten, and the page says why. */
  private revoked(): void {
    if (!this.session) return;
    this.signOut();
    this.problem = { message: 'This API key is no longer valid (revoked or expired): sign in with another.', fields: [] };
  }

  /** Counts workspace openings: only the latest one's answers are shown, however they interleave. */
  private opening = 0;

  private async openWorkspace(api: WsaClient, me: Schemas['User'], key: Schemas['ApiKey'] | undefined, workspaceId: string) {
    const opening = ++this.opening;
    const projectsOf = (archived: boolean) =>
      allPages(async (page) => api.workspaces.projects.list({ workspace_id: workspaceId, archived, page, per_page: 100 }));
    const [workspace, members, active, archived] = await Promise.all([
      api.workspaces.get({ workspace_id: workspaceId }),
      api.workspaces.members.list({ workspace_id: workspaceId }),
      projectsOf(false),
      projectsOf(true),
    ]);
    // Archived ones too: their automations can be read, and a muted one stays muted when preferences are saved.
    const projects = [...active, ...archived].slice(0, 500);
    if (opening !== this.opening) return;
    const role = members.data.find((m) => m.email === me.email)?.role ?? 'viewer';
    // Unknown scope (a key its list did not show) offers nothing: the API decides either way.
    this.ctx = { api, me, key, workspace: workspace.data, access: accessOf(role, key?.scope ?? 'read-only'), projects };
    await this.countUnread();
  }

  private async countUnread(): Promise<void> {
    if (!this.ctx) return;
    const { api, workspace } = this.ctx;
    try {
      this.unread = (await api.notifications.list({ workspace_id: workspace.id, unread: true, per_page: 1 })).meta.total;
    } catch {
      this.unread = undefined;
    }
  }

  private signOut(): void {
    forgetKey();
    this.session = undefined;
    this.ctx = undefined;
    this.unread = undefined;
    this.problem = undefined;
  }

  private async switchWorkspace(event: Event): Promise<void> {
    const select = event.target as HTMLSelectElement;
    if (!this.session) return;
    const { api, me, key } = this.session;
    this.problem = undefined;
    try {
      await this.openWorkspace(api, me, key, select.value);
    } catch (error) {
      // The sections still show the workspace they showed: the picker says so again, and the list is read anew
      // (the one chosen may be gone).
      this.problem = problemOf(error);
      select.value = this.ctx?.workspace.id ?? '';
      const workspaces = await allPages(async (page) => api.workspaces.list({ page, per_page: 100 })).catch(() => undefined);
      if (workspaces && this.session) this.session = { ...this.session, workspaces };
    }
  }

  private submitKey(event: SubmitEvent): void {
    event.preventDefault();
    const field = (event.target as HTMLFormElement).elements.namedItem('api-key') as HTMLInputElement;
    const apiKey = field.value.trim();
    field.value = '';
    if (apiKey) void this.signIn(apiKey);
  }

  override render() {
    if (!this.session) return this.signInView();
    const { me, workspaces, key } = this.session;
    const ctx = this.ctx;
    const current = SECTIONS.find((s) => s.id === this.section)!;
    return html`
      <header class="bar">
        <h1>Settings</h1>
        <p class="who">
          ${me.email}${key ? html` · key <code>${key.prefix}…</code> (${key.scope})` : nothing}${ctx ? html` · ${ctx.access.role}` : nothing}
        </p>
        ${
          workspaces.length > 0
            ? html`<label class="workspace"
                >Workspace
                <select @change=${this.switchWorkspace}>
                  ${workspaces.map((w) => html`<option value=${w.id} ?selected=${w.id === ctx?.workspace.id}>${w.name}</option>`)}
                </select>
              </label>`
            : nothing
        }
        <button type="button" class="secondary" @click=${this.signOut}>Sign out</button>
      </header>
      <nav aria-label="Sections">
        <ul>
          ${SECTIONS.map(
            (s) =>
              html`<li>
                <a href="#${s.id}" aria-current=${s.id === this.section ? 'page' : 'false'}
                  >${s.label}${s.id === 'notifications' && this.unread ? html` <span class="badge">${this.unread} unread</span>` : nothing}</a
                >
              </li>`,
          )}
        </ul>
      </nav>
      <main>
        <h2 id="section-title" tabindex="-1">${current.label}</h2>
        ${problemView(this.problem)}
        ${
          ctx
            ? this.sectionView(ctx)
            : html`<p>
                This key's user belongs to no workspace yet. Create one with <code>POST /v1/workspaces</code>, or accept an invitation.
              </p>`
        }
      </main>
    `;
  }

  private sectionView(ctx: SectionContext) {
    switch (this.section) {
      case 'tokens':
        return html`<wsa-tokens .ctx=${ctx}></wsa-tokens>`;
      case 'webhooks':
        return html`<wsa-webhooks .ctx=${ctx}></wsa-webhooks>`;
      case 'automations':
        return html`<wsa-automations .ctx=${ctx}></wsa-automations>`;
      case 'notifications':
        return html`<wsa-notifications .ctx=${ctx}></wsa-notifications>`;
      case 'usage':
        return html`<wsa-usage .ctx=${ctx}></wsa-usage>`;
    }
  }

  private signInView() {
    return html`
      <main class="sign-in">
        <h1>Workspace Automation Service settings</h1>
        <form @submit=${this.submitKey}>
          <label for="api-key">API key</label>
          <input id="api-key" name="api-key" type="password" autocomplete="off" spellcheck="false" required placeholder="wsa_…" />
          <p class="muted">
            The key stays in this tab only (its session storage) and is forgotten when you sign out or close the tab. What you see and may
            change is what the key may.
          </p>
          <button type="submit" ?disabled=${this.busy}>${this.busy ? 'Signing in…' : 'Sign in'}</button>
        </form>
        ${problemView(this.problem)}
      </main>
    `;
  }
}
