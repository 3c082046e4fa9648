/**
 * Notifications in the chosen workspace: the signed-in member's inbox (newest first, the unread count,
 * filters, marking one read or unread and all read) and their preferences there (each category's
 * channels, the chat channel, muted projects). A read-only key reads both and is offered no change.
 * Every change to the inbox tells the navigation (UNREAD_CHANGED), whose badge shows the count too.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Schemas } from '@workspace-automation/sdk';
import { UNREAD_CHANGED, type SectionContext } from '../context.ts';
import { LightElement } from '../light-element.ts';
import { problemOf, problemView, type Problem } from '../problem.ts';
import { inboxView, type InboxFilter } from './notification-inbox.ts';
import { preferencesPatch, preferencesView } from './notification-matrix.ts';

type Notification = Schemas['Notification'];

const PER_PAGE = 20;

export class NotificationsSection extends LightElement {
  static override properties = {
    ctx: { attribute: false },
    items: { state: true },
    total: { state: true },
    page: { state: true },
    filter: { state: true },
    unread: { state: true },
    inboxProblem: { state: true },
    prefs: { state: true },
    prefsProblem: { state: true },
    prefsStatus: { state: true },
  };

  declare ctx: SectionContext;
  items: Notification[] | undefined;
  total = 0;
  page = 1;
  filter: InboxFilter = { unread: false, category: '' };
  /** The unread count and the newest unread notification's time: "mark all read" marks up to it, what the count counted. */
  unread: { count: number; newest: string | undefined } | undefined;
  inboxProblem: Problem | undefined;
  prefs: Schemas['NotificationPreferences'] | undefined;
  prefsProblem: Problem | undefined;
  prefsStatus: string | undefined;
  private inboxLoads = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ctx')) {
      this.page = 1;
      this.prefs = undefined;
      void this.loadInbox();
      void this.loadPreferences();
    }
  }

  private async loadInbox(): Promise<void> {
    // Only the latest load shows: a filter changed twice quickly must not show the first answer last.
    const load = ++this.inboxLoads;
    const { api, workspace } = this.ctx;
    const { unread, category } = this.filter;
    try {
      const [list, unreadList] = await Promise.all([
        api.notifications.list({
          workspace_id: workspace.id,
          page: this.page,
          per_page: PER_PAGE,
          ...(unread ? { unread: true } : {}),
          ...(category ? { category } : {}),
        }),
        api.notifications.list({ workspace_id: workspace.id, unread: true, per_page: 1 }),
      ]);
      if (load !== this.inboxLoads) return;
      // The last item of the last page marked read under "Unread only": show the page before.
      if (list.data.length === 0 && this.page > 1) {
        this.page -= 1;
        return this.loadInbox();
      }
      this.items = list.data;
      this.total = list.meta.total;
      this.unread = { count: unreadList.meta.total, newest: unreadList.data[0]?.created_at };
    } catch (error) {
      if (load === this.inboxLoads) this.inboxProblem = problemOf(error);
    }
  }

  private async loadPreferences(): Promise<void> {
    this.prefsProblem = undefined;
    this.prefsStatus = undefined;
    try {
      this.prefs = (await this.ctx.api.workspaces.notificationPreferences.get({ workspace_id: this.ctx.workspace.id })).data;
    } catch (error) {
      this.prefsProblem = problemOf(error);
    }
  }

  private readonly setFilter = (event: Event): void => {
    const select = event.target as HTMLSelectElement;
    this.filter =
      select.name === 'show'
        ? { ...this.filter, unread: select.value === 'unread' }
        : { ...this.filter, category: select.value as InboxFilter['category'] };
    this.page = 1;
    void this.loadInbox();
  };

  private readonly setPage = (page: number): void => {
    this.page = page;
    void this.loadInbox();
  };

  private readonly mark = (n: Notification): void => {
    void this.changeInbox(() => this.ctx.api.notifications.update({ notification_id: n.id, body: { read: n.read_at === null } }));
  };

  private readonly markAll = (): void => {
    const before = this.unread?.newest;
    if (!before) return;
    void this.changeInbox(() => this.ctx.api.notifications.markRead({ body: { workspace_id: this.ctx.workspace.id, before } }));
  };

  private async changeInbox(call: () => Promise<unknown>): Promise<void> {
    this.inboxProblem = undefined;
    try {
      await call();
    } catch (error) {
      this.inboxProblem = problemOf(error);
      return;
    }
    this.dispatchEvent(new CustomEvent(UNREAD_CHANGED, { bubbles: true }));
    await this.loadInbox();
    await this.updateComplete;
    // Marked read under "Unread only" (or all marked), the button pressed is gone: keep the keyboard in the inbox.
    if (!this.contains(document.activeElement)) this.querySelector<HTMLElement>('#inbox-title')?.focus();
  }

  private readonly save = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    if (!this.prefs) return;
    const patch = preferencesPatch(event.target as HTMLFormElement, this.prefs, this.ctx.projects);
    this.prefsProblem = undefined;
    this.prefsStatus = undefined;
    if (Object.keys(patch).length === 0) {
      this.prefsStatus = 'Nothing changed.';
      return;
    }
    try {
      this.prefs = (
        await this.ctx.api.workspaces.notificationPreferences.update({ workspace_id: this.ctx.workspace.id, body: patch })
      ).data;
      this.prefsStatus = 'Saved.';
    } catch (error) {
      this.prefsProblem = problemOf(error);
    }
  };

  private readonly edited = (): void => {
    this.prefsStatus = undefined;
  };

  override render() {
    const { access, workspace, projects } = this.ctx;
    return html`
      ${
        access.own
          ? nothing
          : html`<p class="muted">This key is read-only: it shows your notifications and preferences, and changes neither.</p>`
      }
      ${inboxView({
        items: this.items,
        total: this.total,
        page: this.page,
        perPage: PER_PAGE,
        unread: this.unread?.count,
        filter: this.filter,
        canMark: access.own,
        problem: this.inboxProblem,
        onFilter: this.setFilter,
        onMark: this.mark,
        onMarkAll: this.markAll,
        onPage: this.setPage,
      })}
      <section aria-labelledby="preferences-title">
        <h3 id="preferences-title">Preferences</h3>
        <p class="muted">
          How each kind of notification reaches you in ${workspace.name}. A change applies to notifications made after it.
        </p>
        ${
          this.prefs
            ? // A fresh form per workspace: edits not saved in one never carry over to another.
              keyed(
                workspace.id,
                preferencesView({
                  prefs: this.prefs,
                  projects,
                  own: access.own,
                  problem: this.prefsProblem,
                  status: this.prefsStatus,
                  onSave: (event) => void this.save(event),
                  onEdit: this.edited,
                }),
              )
            : this.prefsProblem
              ? problemView(this.prefsProblem)
              : html`<p class="muted">Loading…</p>`
        }
      </section>
    `;
  }
}
