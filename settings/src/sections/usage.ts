/** Usage: the workspace's plan, runs used of the month's limit, and when the cycle resets. */
import { html, type PropertyValues } from 'lit';
import type { Schemas } from '@workspace-automation/sdk';
import { when, type SectionContext } from '../context.ts';
import { LightElement } from '../light-element.ts';
import { problemOf, problemView, type Problem } from '../problem.ts';

export class UsageSection extends LightElement {
  static override properties = { ctx: { attribute: false }, usage: { state: true }, problem: { state: true } };

  declare ctx: SectionContext;
  usage: Schemas['WorkspaceUsage'] | undefined;
  problem: Problem | undefined;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('ctx')) void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.usage = (await this.ctx.api.workspaces.usage.get({ workspace_id: this.ctx.workspace.id })).data;
    } catch (error) {
      this.problem = problemOf(error);
    }
  }

  override render() {
    const usage = this.usage;
    if (!usage)
      return html`${problemView(this.problem)}
        <p class="muted">Loading…</p>`;
    const limit = usage.runs_limit;
    return html`
      <dl class="facts">
        <dt>Plan</dt>
        <dd>${usage.plan}</dd>
        <dt>Runs this month</dt>
        <dd>
          ${
            limit === null
              ? html`${usage.runs_used.toLocaleString()} (unlimited)`
              : html`${usage.runs_used.toLocaleString()} of ${limit.toLocaleString()}
                  <meter
                    id="runs-meter"
                    min="0"
                    max=${limit}
                    low=${limit * 0.8}
                    high=${limit * 0.99}
                    optimum="0"
                    value=${usage.runs_used}
                    aria-label="Runs used of the month's limit"
                  ></meter>`
          }
        </dd>
        <dt>Cycle resets</dt>
        <dd><time datetime=${usage.cycle_resets_at}>${when(usage.cycle_resets_at)}</time></dd>
      </dl>
    `;
  }
}
