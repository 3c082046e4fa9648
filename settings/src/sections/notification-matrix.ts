/**
 * The preferences' template: each category's channels (a row per category), the chat channel and the
 * muted projects; a form for a key that may change them, values as text otherwise. `preferencesPatch`
 * reads the form back into the merge PATCH of what changed (docs/decisions.md "Notifications").
 */
import { html } from 'lit';
import type { Schemas } from '@workspace-automation/sdk';
import { problemView, type Problem } from '../problem.ts';
import { CATEGORIES, type Category } from './notification-categories.ts';

type Preferences = Schemas['NotificationPreferences'];
type Patch = Schemas['UpdateNotificationPreferencesRequest'];
type Switch = 'in_app' | 'chat' | 'webhook';
type Email = Schemas['EmailFrequency'];

const SWITCHES: Record<Switch, string> = { in_app: 'In app', chat: 'Chat', webhook: 'Webhook' };
const EMAIL: Record<Email, string> = { off: 'Off', immediate: 'At once', hourly: 'Hourly', daily: 'Daily' };

export interface PreferencesView {
  prefs: Preferences;
  projects: Array<Schemas['Project']>;
  /** Whether the key may change them: a form, or the values as text. */
  own: boolean;
  problem: Problem | undefined;
  status: string | undefined;
  onSave: (event: SubmitEvent) => void;
  onEdit: () => void;
}

export function preferencesView(view: PreferencesView) {
  const { prefs, projects, own } = view;
  // A refusal's field (`/categories/<category>/<channel>`, `/chat_channel`) marks the control it names.
  const invalid = new Set(view.problem?.fields.map((f) => f.field.replace(/^\/(categories\/)?/, '').replace('/', '.')) ?? []);
  const mark = (name: string) => (invalid.has(name) ? 'true' : 'false');
  const muted = new Set(prefs.muted_project_ids);
  const matrix = html`<div class="table-wrap" tabindex="0" role="region" aria-label="Channels by category">
      <table class="matrix">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">${SWITCHES.in_app}</th>
            <th scope="col">E-mail</th>
            <th scope="col">${SWITCHES.chat}</th>
            <th scope="col">${SWITCHES.webhook}</th>
          </tr>
        </thead>
        <tbody>
          ${CATEGORIES.map(({ id, label }) => {
            const channels = prefs.categories[id];
            const toggle = (channel: Switch) => {
              const on = channels[channel];
              if (!own) return html`<span class=${on ? 'on' : 'off'}>${on ? 'On' : 'Off'}</span>`;
              const name = `${id}.${channel}`;
              return html`<input
                type="checkbox"
                name=${name}
                .checked=${on}
                aria-label="${SWITCHES[channel]} for ${label}"
                aria-invalid=${mark(name)}
              />`;
            };
            return html`<tr>
              <th scope="row">${label}</th>
              <td>${toggle('in_app')}</td>
              <td>${emailCell(id, label, channels.email, own, mark)}</td>
              <td>${toggle('chat')}</td>
              <td>${toggle('webhook')}</td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>
    <p class="muted hint">
      E-mail “at once” is a message each; hourly and daily are a digest (at minute 0, and at 09:00 in the workspace's time zone) of what is
      still unread then.
    </p>`;
  if (!own) {
    const names = projects.filter((p) => muted.has(p.id)).map((p) => p.name);
    return html`${matrix}
      <dl class="facts">
        <dt>Chat channel</dt>
        <dd>${prefs.chat_channel ?? 'none'}</dd>
        <dt>Muted projects</dt>
        <dd>${names.length > 0 ? names.join(', ') : 'none'}</dd>
      </dl>`;
  }
  return html`<form class="stack preferences" aria-label="Notification preferences" @submit=${view.onSave} @change=${view.onEdit}>
    ${matrix}
    <label
      >Chat channel
      <input
        name="chat_channel"
        .value=${prefs.chat_channel ?? ''}
        maxlength="80"
        placeholder="#alerts"
        aria-describedby="chat-channel-hint"
        aria-invalid=${mark('chat_channel')}
      />
    </label>
    <p id="chat-channel-hint" class="muted hint">A Slack channel name (#alerts) or id (C0123ABCD): where the Chat column sends.</p>
    <fieldset>
      <legend>Muted projects</legend>
      <p class="muted hint">A muted project's notifications reach you on no channel.</p>
      ${
        projects.length === 0
          ? html`<p class="muted hint">This workspace has no project you can see.</p>`
          : html`<div class="checks">
              ${projects.map((p) => html`<label class="check"><input type="checkbox" name="muted" value=${p.id} .checked=${muted.has(p.id)} /> ${p.name}</label>`)}
            </div>`
      }
    </fieldset>
    ${problemView(view.problem)}
    <div class="toolbar">
      <button type="submit">Save preferences</button>
      <span role="status">${view.status ?? ''}</span>
    </div>
  </form>`;
}

function emailCell(id: Category, label: string, email: Email, own: boolean, mark: (name: string) => string) {
  if (id === 'billing_alert') {
    // Shown, and shown to be fixed: the API refuses any other value (docs/decisions.md "Notifications").
    return html`${
        own
          ? html`<select disabled aria-label="E-mail for ${label}" aria-describedby="billing-email-locked">
              <option>Always</option>
            </select>`
          : html`<span>Always</span>`
      } <span id="billing-email-locked" class="locked">Locked: billing alerts always go by e-mail, immediately.</span>`;
  }
  if (!own) return html`<span class=${email === 'off' ? 'off' : 'on'}>${EMAIL[email]}</span>`;
  const name = `${id}.email`;
  return html`<select name=${name} aria-label="E-mail for ${label}" aria-invalid=${mark(name)}>
    ${(Object.keys(EMAIL) as Email[]).map((v) => html`<option value=${v} ?selected=${v === email}>${EMAIL[v]}</option>`)}
  </select>`;
}

/**
 * What the form changed against `prefs`: only the channels that differ, the chat channel if it does
 * (empty clears it), and the muted projects if the set differs. Muted ids of projects the page does not
 * list (archived ones are listed) are projects the caller no longer sees, which the API refuses: left out.
 */
export function preferencesPatch(form: HTMLFormElement, prefs: Preferences, projects: Array<Schemas['Project']>): Patch {
  const control = <T extends HTMLInputElement | HTMLSelectElement>(name: string) => form.elements.namedItem(name) as T | null;
  const categories: Record<string, Record<string, boolean | string>> = {};
  for (const { id } of CATEGORIES) {
    const current = prefs.categories[id];
    const change: Record<string, boolean | string> = {};
    for (const channel of Object.keys(SWITCHES) as Switch[]) {
      const box = control<HTMLInputElement>(`${id}.${channel}`);
      if (box && box.checked !== current[channel]) change[channel] = box.checked;
    }
    const email = control<HTMLSelectElement>(`${id}.email`);
    if (email && email.value !== current.email) change.email = email.value;
    if (Object.keys(change).length > 0) categories[id] = change;
  }
  const patch: Patch = {};
  if (Object.keys(categories).length > 0) patch.categories = categories;
  const channel = control<HTMLInputElement>('chat_channel')?.value.trim() || null;
  if (channel !== prefs.chat_channel) patch.chat_channel = channel;
  const listed = new Set(projects.map((p) => p.id));
  const before = prefs.muted_project_ids.filter((id) => listed.has(id));
  const after = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="muted"]:checked'), (box) => box.value);
  if (after.length !== before.length || after.some((id) => !before.includes(id))) patch.muted_project_ids = after;
  return patch;
}
