/**
 * Automations and workflows: a project chosen (kept in the page only, never in the URL), its
 * automations and workflows with their triggers, a switch to turn each on or off (for a key that may
 * edit; anyone else reads the state), each one's recent runs step by step, and a dry run of each
 * (a read: any key may try) showing what every step would send.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Schemas } from '@workspace-automation/sdk';
import type { SectionContext } from '../context.ts';
import { LightElement } from '../light-element.ts';
import { problemOf, problemView, type Problem } from '../problem.ts';
import { runsView, type Run } from './automation-runs.ts';
import { dryRunView, type DryRun } from './automation-dry-run.ts';

type Kind = 'automation' | 'workflow';
type Listed = Schemas['AutomationListItem'] | Schemas['WorkflowListItem'];
type Filter = Schemas['TriggerFilter'];

/** How many runs "recent" is. */
const RECENT_RUNS = 10;

/** What the page shows of one automation or workflow beyond its list entry. */
interface Shown {
  runs?: Run[] | undefined;
  dryRun?: DryRun | undefined;
  trying?: boolean;
  problem?: Problem | undefined;
  /** What the switch was last set to while a save is under way; the switch shows it until the API answers. */
  wanted?: boolean | undefined;
}

const OPERATORS: Record<Filter['operator'], string> = {
  is: 'is',
  is_not: 'is not',
  contains: 'contains',
  greater_than: 'is greater than',
  less_than: 'is less than',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
};

function filterText(filter: Filter): string {
  const words = `${filter.field} ${OPERATORS[filter.operator]}`;
  return 'value' in filter && !filter.operator.endsWith('empty') ? `${words} ${JSON.stringify(filter.value)}` : words;
}

/** The trigger in a sentence: the event and its filters, or the schedule and its next fire time. */
export function triggerSummary(item: Listed): string {
  if (item.type === 'scheduled') {
    const next = item.next_run_at ? `; next ${new Date(item.next_run_at).toLocaleString()}` : '';
    return `On the schedule ${item.trigger.schedule} (workspace time zone)${next}`;
  }
  const filters = item.trigger.filters ?? [];
  const joined = filters.map(filterText).join(item.trigger.match === 'any' ? ' or ' : ' and ');
  return `When ${item.trigger.event}${joined ? `, if ${joined}` : ''}`;
}

export class AutomationsSection extends LightElement {
  static override properties = {
    ctx: { attribute: false },
    projectId: { state: true },
    automations: { state: true },
    workflows: { state: true },
    shown: { state: true },
    problem: { state: true },
  };

  declare ctx: SectionContext;
  projectId: string | undefined;
  automations: Array<Schemas['AutomationListItem']> | undefined;
  workflows: Array<Schemas['WorkflowListItem']> | undefined;
  shown: Record<string, Shown> = {};
  problem: Problem | undefined;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('ctx')) return;
    if (!this.ctx.projects.some((p) => p.id === this.projectId)) this.projectId = this.ctx.projects[0]?.id;
    void this.load();
  }

  private async load(): Promise<void> {
    const projectId = this.projectId;
    this.automations = undefined;
    this.workflows = undefined;
    this.shown = {};
    this.problem = undefined;
    if (!projectId) return;
    try {
      const { api } = this.ctx;
      const [automations, workflows] = await Promise.all([
        api.projects.automations.list({ project_id: projectId }),
        api.projects.workflows.list({ project_id: projectId }),
      ]);
      // Another project chosen meanwhile: its own load shows it.
      if (projectId !== this.projectId) return;
      this.automations = automations.data;
      this.workflows = workflows.data;
    } catch (error) {
      if (projectId === this.projectId) this.problem = problemOf(error);
    }
  }

  private choose(event: Event): void {
    this.projectId = (event.target as HTMLSelectElement).value;
    void this.load();
  }

  private patch(id: string, change: Shown): void {
    this.shown = { ...this.shown, [id]: { ...this.shown[id], ...change } };
  }

  /** Items with a save in flight: one at a time each, so the API's last answer is the last wish. */
  private saving = new Set<string>();

  private async setEnabled(kind: Kind, item: Listed, event: Event): Promise<void> {
    this.patch(item.id, { problem: undefined, wanted: (event.target as HTMLInputElement).checked });
    if (this.saving.has(item.id)) return;
    this.saving.add(item.id);
    try {
      for (;;) {
        const enabled = this.shown[item.id]?.wanted;
        // Another project chosen meanwhile: nothing is wanted of this item any more.
        if (enabled === undefined) return;
        const { api } = this.ctx;
        const saved =
          kind === 'automation'
            ? (await api.automations.update({ automation_id: item.id, body: { enabled } })).data
            : (await api.workflows.update({ workflow_id: item.id, body: { enabled } })).data;
        const change = { enabled: saved.enabled, updated_at: saved.updated_at };
        if (kind === 'automation') this.automations = this.automations?.map((a) => (a.id === item.id ? { ...a, ...change } : a));
        else this.workflows = this.workflows?.map((w) => (w.id === item.id ? { ...w, ...change } : w));
        // Switched again while this save was under way: save that too.
        if (this.shown[item.id]?.wanted === enabled) break;
      }
      this.patch(item.id, { wanted: undefined });
    } catch (error) {
      // The switch falls back to the stored state: where the API left it.
      this.patch(item.id, { problem: problemOf(error), wanted: undefined });
    } finally {
      this.saving.delete(item.id);
    }
  }

  private async loadRuns(kind: Kind, item: Listed): Promise<void> {
    try {
      const { api } = this.ctx;
      const page =
        kind === 'automation'
          ? await api.automations.runs.list({ automation_id: item.id, per_page: RECENT_RUNS })
          : await api.workflows.runs.list({ workflow_id: item.id, per_page: RECENT_RUNS });
      this.patch(item.id, { runs: page.data });
    } catch (error) {
      this.patch(item.id, { problem: problemOf(error) });
    }
  }

  private async tryIt(kind: Kind, item: Listed): Promise<void> {
    if (this.shown[item.id]?.trying) return;
    this.patch(item.id, { trying: true, problem: undefined });
    try {
      const { api } = this.ctx;
      const answer =
        kind === 'automation'
          ? await api.automations.test({ automation_id: item.id, body: {} })
          : await api.workflows.test({ workflow_id: item.id, body: {} });
      this.patch(item.id, { dryRun: answer.data, trying: false });
    } catch (error) {
      this.patch(item.id, { problem: problemOf(error), trying: false });
    }
  }

  override render() {
    const { projects } = this.ctx;
    if (projects.length === 0) return html`<p class="muted">This workspace has no projects you can see yet.</p>`;
    const project = projects.find((p) => p.id === this.projectId);
    return html`
      <div class="toolbar">
        <label
          >Project
          <select @change=${this.choose}>
            ${projects.map((p) => html`<option value=${p.id} ?selected=${p.id === this.projectId}>${p.name}${p.archived ? ' (archived)' : ''}</option>`)}
          </select>
        </label>
      </div>
      ${project?.archived ? html`<p class="muted">This project is archived: its automations and workflows are paused.</p>` : nothing}
      ${problemView(this.problem)}
      <h3>Automations</h3>
      ${this.listView('automation', this.automations)}
      <h3>Workflows</h3>
      ${this.listView('workflow', this.workflows)}
    `;
  }

  private listView(kind: Kind, items: Listed[] | undefined) {
    if (items === undefined) return this.problem ? nothing : html`<p class="muted">Loading…</p>`;
    if (items.length === 0) return html`<p class="muted">No ${kind}s in this project.</p>`;
    // Keyed, so an open list of runs stays with its own automation when the list changes.
    return html`<ul class="rules">
      ${repeat(
        items,
        (item) => item.id,
        (item) => this.itemView(kind, item),
      )}
    </ul>`;
  }

  private itemView(kind: Kind, item: Listed) {
    const shown = this.shown[item.id] ?? {};
    const headingId = `rule-${item.id}`;
    return html`<li class="rule" aria-labelledby=${headingId}>
      <div class="rule-head">
        <h4 id=${headingId}>${item.name}</h4>
        <span class="badge">${item.type}</span>
        ${
          this.ctx.access.edit
            ? html`<label class="check switch"
                ><input
                  type="checkbox"
                  role="switch"
                  aria-label="Enabled: ${item.name}"
                  .checked=${live(shown.wanted ?? item.enabled)}
                  @change=${(e: Event) => this.setEnabled(kind, item, e)}
                />Enabled</label
              >`
            : html`<span class=${item.enabled ? 'status-ok' : 'muted'}>${item.enabled ? 'Enabled' : 'Disabled'}</span>`
        }
      </div>
      <p>${triggerSummary(item)}</p>
      ${'description' in item && item.description ? html`<p class="muted">${item.description}</p>` : nothing}
      <p class="muted">Acts as ${item.author.name}</p>
      ${problemView(shown.problem)}
      <details @toggle=${(e: Event) => (e.target as HTMLDetailsElement).open && void this.loadRuns(kind, item)}>
        <summary>Recent runs<span class="sr-only"> of ${item.name}</span></summary>
        ${shown.runs ? runsView(shown.runs) : shown.problem ? nothing : html`<p class="muted">Loading…</p>`}
        <button type="button" class="secondary" @click=${() => this.loadRuns(kind, item)}>
          Refresh runs<span class="sr-only"> of ${item.name}</span>
        </button>
      </details>
      <div class="rule-actions">
        <button type="button" class="secondary" @click=${() => this.tryIt(kind, item)} aria-busy=${shown.trying ? 'true' : 'false'}>
          ${shown.trying ? 'Trying…' : 'Dry run'}<span class="sr-only"> ${item.name}</span>
        </button>
        ${
          shown.dryRun
            ? html`<button type="button" class="secondary" @click=${() => this.patch(item.id, { dryRun: undefined })}>
                Close dry run<span class="sr-only"> of ${item.name}</span>
              </button>`
            : nothing
        }
      </div>
      ${shown.dryRun ? html`<section class="dry-run" aria-label="Dry run of ${item.name}">${dryRunView(shown.dryRun)}</section>` : nothing}
    </li>`;
  }
}
