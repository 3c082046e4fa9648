/**
 * The inbox's template: the unread count, the filters, one page of notifications (newest first, as the
 * API lists them) and, for a key that may change its own things, the buttons that mark them.
 */
import { html, nothing } from 'lit';
import type { Schemas } from '@workspace-automation/sdk';
import { when } from '../context.ts';
import { problemView, type Problem } from '../problem.ts';
import { CATEGORIES, categoryLabel, type Category } from './notification-categories.ts';

type Notification = Schemas['Notification'];

export interface InboxFilter {
  unread: boolean;
  category: Category | '';
}

export interface InboxView {
  items: Notification[] | undefined;
  total: number;
  page: number;
  perPage: number;
  unread: number | undefined;
  filter: InboxFilter;
  /** Whether mark buttons are offered (the key may change its own things). */
  canMark: boolean;
  problem: Problem | undefined;
  onFilter: (event: Event) => void;
  onMark: (notification: Notification) => void;
  onMarkAll: () => void;
  onPage: (page: number) => void;
}

export function inboxView(view: InboxView) {
  const { items, unread, filter, canMark } = view;
  return html`<section aria-labelledby="inbox-title">
    <h3 id="inbox-title" tabindex="-1">Inbox</h3>
    <p class="unread-count" role="status">${unread === undefined ? '' : unread === 0 ? 'No unread notifications' : `${unread} unread`}</p>
    ${problemView(view.problem)}
    <div class="toolbar">
      <label
        >Show
        <select name="show" @change=${view.onFilter}>
          <option value="all" ?selected=${!filter.unread}>All</option>
          <option value="unread" ?selected=${filter.unread}>Unread only</option>
        </select>
      </label>
      <label
        >Category
        <select name="category" @change=${view.onFilter}>
          <option value="" ?selected=${filter.category === ''}>Any</option>
          ${CATEGORIES.map((c) => html`<option value=${c.id} ?selected=${filter.category === c.id}>${c.label}</option>`)}
        </select>
      </label>
      ${canMark && unread ? html`<button type="button" class="secondary" @click=${view.onMarkAll}>Mark all read</button>` : nothing}
    </div>
    ${
      items === undefined
        ? html`<p class="muted">Loading…</p>`
        : items.length === 0
          ? html`<p class="muted">${filter.unread ? 'No unread notifications.' : 'No notifications.'}</p>`
          : html`<ol class="inbox" aria-label="Notifications, newest first">
              ${items.map((n) => item(n, view))}
            </ol>`
    }
    ${pager(view)}
  </section>`;
}

function item(n: Notification, view: InboxView) {
  const read = n.read_at !== null;
  return html`<li class=${read ? 'read' : 'unread'}>
    <p class="head"><strong>${n.title}</strong> <span class="badge">${categoryLabel(n.category)}</span></p>
    <p>${n.body}</p>
    <p class="meta">
      <time datetime=${n.created_at}>${when(n.created_at)}</time>
      <span class="state">${read ? `Read ${when(n.read_at)}` : 'Unread'}</span>
      ${
        view.canMark
          ? html`<button
              type="button"
              class="secondary"
              aria-label="${read ? 'Mark unread' : 'Mark read'}: ${n.title}"
              @click=${() => view.onMark(n)}
            >
              ${read ? 'Mark unread' : 'Mark read'}
            </button>`
          : nothing
      }
    </p>
  </li>`;
}

function pager({ total, page, perPage, onPage }: InboxView) {
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return nothing;
  return html`<div class="toolbar pager">
    <button type="button" class="secondary" ?disabled=${page <= 1} @click=${() => onPage(page - 1)}>Newer</button>
    <span>Page ${page} of ${pages}</span>
    <button type="button" class="secondary" ?disabled=${page >= pages} @click=${() => onPage(page + 1)}>Older</button>
  </div>`;
}
