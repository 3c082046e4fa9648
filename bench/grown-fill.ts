/**
 * A grown database, written in SQL (issue 28, point 5): workspaces with their members and projects,
 * and the big tables filled set-based with generate_series, in chunks, in the database the service
 * already runs on. `npm run bench -- --grown` fills 10,000,000 events with it; the index-use test
 * (system-tests/scale/index-use.test.ts) a smaller shape, so the plans it checks are those of this data.
 *
 * Every row is one the service itself could have written (the contract's shapes: the list endpoints
 * return them), spread evenly over the workspaces, the given ones among them, and over the last
 * `spreadDays` days (inside every plan's retention, so the retention job has nothing to remove unless
 * `expiredEvery` ages some rows past it). Ids have the service's form (`<prefix>_` + 10 characters of
 * millisecond time + 16 more), so "newest first" still sorts by id.
 *
 * Row `g` of a table belongs to workspace `g % W`, round `g / W` of it. Events cycle through three
 * kinds by round: `task.updated` (what each run was triggered by), `project.updated` (what each
 * delivery sent) and `member.role_changed` (what each notification is about); run, delivery and
 * notification `k` name the event of their workspace and kind in round `k / W`, so the same
 * expressions give that event's id and time without reading it back. A workspace's webhook and
 * automation subscribe to those kinds only: the benches never write them, so filled rules never fire.
 */
import pg from 'pg';

export interface GrownShape {
  /** Workspaces in all, the given ones included. */
  workspaces: number;
  events: number;
  tasks: number;
  /** Ended runs, one step each. */
  runs: number;
  /** Succeeded deliveries, one attempt each. */
  deliveries: number;
  notifications: number;
  /** Of each new workspace (a given one keeps its own). */
  projectsPerWorkspace: number;
  membersPerWorkspace: number;
  spreadDays: number;
  /** Every n-th event, with its run, delivery or notification, is 40 days older; 0: none. */
  expiredEvery: number;
}

/** What one step wrote and how long it took. */
export interface FillStep {
  what: string;
  rows: number;
  seconds: number;
}

/** Rows per statement: each chunk commits on its own, so a fill cut off leaves whole chunks. */
const chunkRows = 500_000;
/** How much older an expired row is than the spread (past every plan's retention). */
const expiredDays = 40;
const dayMs = 86_400_000;
const crockford = '0123456789abcdefghjkmnpqrstvwxyz';

/** `chars` base-32 digits of the bigint SQL expression `value`, most significant first. */
function base32(value: string, chars: number): string {
  const digits: string[] = [];
  for (let i = chars - 1; i >= 0; i--) digits.push(`substr('${crockford}', (((${value}) >> ${5 * i}) & 31)::int + 1, 1)`);
  return digits.join(' || ');
}

const iso = (at: string) => `to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The SQL of one fill: ids and times as expressions of a row's number, fixed by the fill's own
 * moment (`nowMs`) and a random salt, so every statement computes the same id for the same row and
 * none meets an id the service made.
 */
function expressions(shape: GrownShape, nowMs: number, salt: number) {
  const W = shape.workspaces;
  const spreadMs = shape.spreadDays * dayMs;
  // The time in base 32 as the service writes it; the rest in hex (digits of the same alphabet), cheaper to compute.
  const id = (prefix: string, ms: string, n: string) =>
    `('${prefix}_' || ${base32(ms, 10)} || lpad(to_hex((${salt}::bigint << 25) + (${n})), 16, '0'))`;
  /**
   * When row `g` of a table of `count` rows happened (ms): evenly over the spread, in the order of the
   * rows, as a service writes them; so each index is written at its end (a workspace's end for those
   * led by it) rather than all over, and the planner sees the correlation a real table has.
   */
  const timeMs = (g: string, count: number) => `(${nowMs}::bigint - 60000 - ${spreadMs} + (${g})::bigint * ${spreadMs} / ${count})`;
  /** When row `g` of the events happened: older by far when it is an expired one. */
  const eventMs = (g: string) =>
    `(${timeMs(g, shape.events)}` +
    (shape.expiredEvery > 0
      ? ` - case when (${g}) / ${W} % ${shape.expiredEvery} = 0 then ${expiredDays * dayMs}::bigint else 0 end)`
      : ')');
  /** Event row of kind `kind` (0 task.updated, 1 project.updated, 2 member.role_changed) in round `k / W` of workspace `k % W`. */
  const eventOf = (k: string, kind: number) => `((${k}) % ${W} + ${W}::bigint * (3 * ((${k}) / ${W}) + ${kind}))`;
  const at = (ms: string) => `to_timestamp((${ms}) / 1000.0)`;
  return { W, id, timeMs, eventMs, eventOf, at };
}

/** Fills the database; `given` workspaces (each with a project) are among them. Returns each step. */
export async function fillGrown(
  connectionString: string,
  shape: GrownShape,
  given: string[],
  progress: (step: FillStep) => void = () => {},
): Promise<FillStep[]> {
  if (shape.events < 3 * Math.max(shape.runs, shape.deliveries, shape.notifications))
    throw new Error(
      'grown fill: each run, delivery and notification names an event of its kind, so events must be at least three times each',
    );
  if (given.length > shape.workspaces) throw new Error('grown fill: more given workspaces than workspaces in all');
  const nowMs = Date.now();
  const salt = Math.floor(Math.random() * 2 ** 30);
  const { W, id, timeMs, eventMs, eventOf, at } = expressions(shape, nowMs, salt);
  const client = new pg.Client({ connectionString, application_name: 'wsa-grown-fill' });
  await client.connect();
  const steps: FillStep[] = [];
  const step = async (what: string, sql: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, values);
    const done = { what, rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000 };
    steps.push(done);
    progress(done);
  };
  /** One table's rows 0..count-1, a chunk per statement; `sql` selects them from `generate_series($1, $2) g`. */
  const chunked = async (what: string, count: number, sql: string) => {
    for (let from = 0; from < count; from += chunkRows) await step(what, sql, [from, Math.min(count, from + chunkRows) - 1]);
  };
  try {
    for (const [i, sql] of workspacesSql(shape, { id, W, salt }).entries())
      await step('the list of workspaces', sql, i === 1 ? [given] : []);
    const missing = await client.query<{ workspace_id: string }>(`select workspace_id from grown_ws where cardinality(projects) = 0`);
    if (missing.rows.length > 0) throw new Error(`grown fill: workspace ${missing.rows[0]!.workspace_id} has no project to fill`);
    for (const [what, sql] of rulesSql(given.length)) await step(what, sql);

    const ms = eventMs('g');
    const actor = `jsonb_build_object('type', 'user', 'id', w.users[1], 'name', w.names[1])`;
    const project = `w.projects[(g / ${W}) % cardinality(w.projects) + 1]`;
    const member = `(g / ${W}) % cardinality(w.members) + 1`;
    await chunked(
      'events',
      shape.events,
      `insert into events (id, workspace_id, project_id, type, actor, data, created_at, dispatched_at)
       select e.id, w.workspace_id, case when e.kind = 2 then null else ${project} end,
              (array['task.updated', 'project.updated', 'member.role_changed'])[e.kind + 1], ${actor},
              case e.kind
                when 0 then jsonb_build_object('workspace_id', w.workspace_id, 'project_id', ${project}, 'actor', ${actor},
                  'task', jsonb_build_object('id', ${id('task', 't.ms', 'g')}, 'project_id', ${project}, 'name', 'Grown task ' || g,
                    'description', '', 'status', 'open', 'assignee_member_id', null, 'created_at', ${iso(`${at('t.ms')} - interval '1 day'`)},
                    'updated_at', ${iso(at('t.ms'))}, 'completed_at', null))
                when 1 then jsonb_build_object('workspace_id', w.workspace_id, 'actor', ${actor},
                  'project', jsonb_build_object('id', ${project}, 'workspace_id', w.workspace_id, 'name', 'Grown project',
                    'description', '', 'color', '#6B7280', 'visibility', 'shared', 'archived', false,
                    'created_at', ${iso(`${at('t.ms')} - interval '30 days'`)}, 'updated_at', ${iso(at('t.ms'))}))
                else jsonb_build_object('workspace_id', w.workspace_id, 'actor', ${actor}, 'previous_role', 'editor',
                  'member', jsonb_build_object('id', w.members[${member}], 'email', w.emails[${member}], 'name', w.names[${member}],
                    'role', 'admin', 'status', 'active', 'joined_at', ${iso(`${at('t.ms')} - interval '30 days'`)}))
              end,
              ${at('t.ms')}, ${at('t.ms + 30')}
       from generate_series($1::bigint, $2::bigint) g
       join grown_ws w on w.n = g % ${W}
       cross join lateral (select ${ms} as ms) t
       cross join lateral (select ${id('evt', 't.ms', 'g')} as id, ((g / ${W}) % 3)::int as kind) e`,
    );

    const taskMs = timeMs('g', shape.tasks);
    await chunked(
      'tasks',
      shape.tasks,
      `insert into tasks (id, workspace_id, project_id, name, description, status, assignee_member_id, created_at, updated_at, completed_at)
       select ${id('task', 't.ms', 'g')}, w.workspace_id, ${project}, 'Grown task ' || g, '',
              case when g % 4 = 0 then 'completed' else 'open' end,
              case when g % 3 = 0 then w.members[${member}] end,
              ${at('t.ms')}, ${at('t.ms + 60000')}, case when g % 4 = 0 then ${at('t.ms + 60000')} end
       from generate_series($1::bigint, $2::bigint) g
       join grown_ws w on w.n = g % ${W}
       cross join lateral (select ${taskMs} as ms) t`,
    );

    // The event each names: its id and time from the same expressions as the event's own row.
    const named = (kind: number) =>
      `join grown_ws w on w.n = k % ${W}
       cross join lateral (select ${eventOf('k', kind)} as g) e
       cross join lateral (select ${eventMs('e.g')} as ms) t
       cross join lateral (select ${id('evt', 't.ms', 'e.g')} as event_id) x`;
    const step0 = (status: string) =>
      `jsonb_build_array(jsonb_build_object('index', 0, 'type', 'call_webhook', 'status', ${status},
         'started_at', ${iso(at('t.ms + 80'))}, 'completed_at', ${iso(at('t.ms + 240'))},
         'error', case when k % 20 = 0 then 'call_webhook: the endpoint answered 500' end))`;
    await chunked(
      'runs',
      shape.runs,
      `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, started_at, completed_at,
                                    error_message, next_step_at, claims)
       select ${id('run', 't.ms + 50', 'k')}, w.automation_id, w.workspace_id, case when k % 20 = 0 then 'failed' else 'success' end,
              jsonb_build_object('kind', 'event', 'event_id', x.event_id, 'event_type', 'task.updated'),
              jsonb_build_array(jsonb_build_object('type', 'call_webhook',
                'config', jsonb_build_object('url', 'https://hooks.example.test/grown', 'body', '{}', 'method', 'POST'))),
              ${step0(`case when k % 20 = 0 then 'failed' else 'success' end`)},
              ${at('t.ms + 50')}, ${at('t.ms + 250')},
              case when k % 20 = 0 then 'Step 1 (call_webhook) failed: call_webhook: the endpoint answered 500' end, null, 1
       from generate_series($1::bigint, $2::bigint) k
       ${named(0)}`,
    );

    await chunked(
      'deliveries with their attempts',
      shape.deliveries,
      `with d as (
         insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, status, attempts, created_at, updated_at)
         select ${id('dlv', 't.ms + 40', 'k')}, w.workspace_id, w.webhook_id, x.event_id, 'project.updated', 'succeeded', 1, ${at('t.ms + 40')}, ${at('t.ms + 200')}
         from generate_series($1::bigint, $2::bigint) k
         ${named(1)}
         returning id, workspace_id, created_at
       )
       insert into webhook_delivery_attempts (delivery_id, workspace_id, number, started_at, duration_ms, response_status, error,
                                              request_headers, response_headers, response_body, response_body_truncated)
       select id, workspace_id, 1, created_at + interval '50 ms', 110, 200, null,
              '{"user-agent":"WorkspaceAutomationService-Webhooks/1.0","content-type":"application/json","service-event-type":"project.updated","service-signature":"sha256=********","webhook-signature":"v1,********","service-delivery-attempt":"1"}',
              '{"content-type":"text/plain","connection":"keep-alive"}', 'ok', false
       from d`,
    );

    await chunked(
      'notifications',
      shape.notifications,
      `insert into notifications (id, workspace_id, user_id, member_id, project_id, event_id, category, title, body,
                                  subject_type, subject_id, in_app, email, read_at, created_at)
       select ${id('ntf', 't.ms + 30', 'k')}, w.workspace_id, w.users[m.i], w.members[m.i], null, x.event_id, 'member_role_changed',
              'Your role in "' || w.name || '" is now admin', w.names[1] || ' changed your role in "' || w.name || '" from editor to admin.',
              'member', w.members[m.i], true, 'off', case when k % 2 = 0 then ${at('t.ms + 3600000')} end, ${at('t.ms + 30')}
       from generate_series($1::bigint, $2::bigint) k
       ${named(2)}
       cross join lateral (select (e.g / ${W}) % cardinality(w.members) + 1 as i) m`,
    );

    // The record of a digest sent to each notification's member, for the time of its notification.
    await chunked(
      'digests sent',
      shape.notifications,
      `insert into notification_digests (workspace_id, user_id, frequency, scheduled_at, notifications, created_at)
       select w.workspace_id, w.users[m.i], 'hourly', ${at('t.ms + 60000')}, 1, ${at('t.ms + 60000')}
       from generate_series($1::bigint, $2::bigint) k
       ${named(2)}
       cross join lateral (select (e.g / ${W}) % cardinality(w.members) + 1 as i) m
       on conflict do nothing`,
    );

    // As autovacuum would leave them: statistics for the planner, and the visibility map for index-only scans.
    const started = performance.now();
    await client.query(
      `vacuum (analyze) users, workspaces, members, projects, automations, webhooks, events, tasks, automation_runs,
         webhook_deliveries, webhook_delivery_attempts, notifications, notification_digests`,
    );
    const vacuumed = { what: 'vacuum and analyze', rows: 0, seconds: (performance.now() - started) / 1000 };
    steps.push(vacuumed);
    progress(vacuumed);
    return steps;
  } finally {
    await client.end();
  }
}

/**
 * The session's table of workspaces by number: the given ones first (with their projects and
 * members), then the new ones with the ids their rows will get.
 */
function workspacesSql(
  shape: GrownShape,
  { id, W, salt }: { id: (p: string, ms: string, n: string) => string; W: number; salt: number },
): string[] {
  const P = shape.projectsPerWorkspace;
  const M = shape.membersPerWorkspace;
  const created = `(extract(epoch from now() - interval '60 days') * 1000)::bigint`;
  return [
    `create temp table grown_ws (
      n int primary key, workspace_id text not null, name text not null, projects text[] not null,
      members text[] not null, users text[] not null, emails text[] not null, names text[] not null,
      automation_id text, webhook_id text
    )`,
    `insert into grown_ws (n, workspace_id, name, projects, members, users, emails, names)
    select g.i - 1, ws.id, ws.name,
           array(select p.id from projects p where p.workspace_id = ws.id and not p.archived order by p.id),
           array(select m.id from members m where m.workspace_id = ws.id order by m.joined_at, m.id),
           array(select m.user_id from members m where m.workspace_id = ws.id order by m.joined_at, m.id),
           array(select u.email::text from members m join users u on u.id = m.user_id where m.workspace_id = ws.id order by m.joined_at, m.id),
           array(select u.name from members m join users u on u.id = m.user_id where m.workspace_id = ws.id order by m.joined_at, m.id)
    from unnest($1::text[]) with ordinality g(id, i) join workspaces ws on ws.id = g.id`,
    `insert into grown_ws (n, workspace_id, name, projects, members, users, emails, names)
    select n, ${id('ws', created, 'n')}, 'Grown ' || n,
           array(select ${id('proj', created, `n * ${P} + p`)} from generate_series(0, ${P - 1}) p),
           array(select ${id('mem', created, `n * ${M} + m`)} from generate_series(0, ${M - 1}) m),
           array(select ${id('usr', created, `n * ${M} + m`)} from generate_series(0, ${M - 1}) m),
           array(select 'grown-${salt}-' || n || '-' || m || '@example.test' from generate_series(0, ${M - 1}) m),
           array(select 'Grown Member ' || n || '.' || m from generate_series(0, ${M - 1}) m)
    from generate_series((select count(*) from grown_ws)::int, ${W - 1}) n`,
    `update grown_ws set automation_id = ${id('auto', created, 'n')}, webhook_id = ${id('wh', created, 'n')}`,
  ];
}

/** The new workspaces' users, members and projects, and every workspace's automation and webhook. */
function rulesSql(given: number): Array<[what: string, sql: string]> {
  const created = `now() - interval '60 days'`;
  return [
    [
      'users',
      `insert into users (id, email, name, created_at)
       select u.id, u.email, u.name, ${created} from grown_ws w, unnest(w.users, w.emails, w.names) u(id, email, name) where w.n >= ${given}`,
    ],
    [
      'workspaces',
      `insert into workspaces (id, name, slug, timezone, plan, created_at, updated_at)
       select workspace_id, name, 'grown-' || substr(workspace_id, 4), 'UTC', 'free', ${created}, ${created} from grown_ws where n >= ${given}`,
    ],
    [
      'members',
      `insert into members (id, workspace_id, user_id, role, joined_at)
       select m.id, w.workspace_id, m.user_id, case when m.i = 1 then 'owner' else 'editor' end, ${created}
       from grown_ws w, unnest(w.members, w.users) with ordinality m(id, user_id, i) where w.n >= ${given}`,
    ],
    [
      'projects',
      `insert into projects (id, workspace_id, name, visibility, created_at, updated_at)
       select p.id, w.workspace_id, 'Grown project ' || p.i, 'shared', ${created}, ${created}
       from grown_ws w, unnest(w.projects) with ordinality p(id, i) where w.n >= ${given}`,
    ],
    [
      'automations',
      `insert into automations (id, workspace_id, project_id, name, type, enabled, trigger, actions, author_member_id, author_name, created_at, updated_at)
       select automation_id, workspace_id, projects[1], 'Grown automation', 'event', true, '{"event":"task.updated"}',
              '[{"type":"call_webhook","config":{"url":"https://hooks.example.test/grown","body":"{}","method":"POST"}}]',
              members[1], names[1], ${created}, ${created}
       from grown_ws`,
    ],
    [
      'webhooks',
      `insert into webhooks (id, workspace_id, url, events, secret_ciphertext, created_at, updated_at)
       select webhook_id, workspace_id, 'https://hooks.example.test/grown/' || n, '{task.updated,project.updated,member.role_changed}',
              'grown-rows-are-never-delivered', ${created}, ${created}
       from grown_ws`,
    ],
  ];
}
