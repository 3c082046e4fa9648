// The anchor for the API figures: a bare Koa + pg server doing the one equivalent query per
// route, on the same database, with no authentication, validation, events or outbox. The bench
// starts it as its own process, as ours runs, and prints its URL on stdout when it listens.
import Koa from 'koa';
import { koaBody } from 'koa-body';
import Router from '@koa/router';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const router = new Router();
// Rows go out as they come: the anchor only relays them.
type Row = Record<string, unknown>;

router.get('/projects/:id', async (ctx) => {
  const { rows } = await pool.query<Row>('select * from projects where id = $1', [ctx.params.id]);
  ctx.body = { data: rows[0] };
});

router.get('/workspaces/:id/projects', async (ctx) => {
  const [page, total] = await Promise.all([
    pool.query<Row>('select * from projects where workspace_id = $1 and archived = false order by id desc limit 20', [ctx.params.id]),
    pool.query<{ count: string }>('select count(*) from projects where workspace_id = $1 and archived = false', [ctx.params.id]),
  ]);
  ctx.body = { data: page.rows, meta: { total: Number(total.rows[0]?.count ?? 0), page: 1, per_page: 20 } };
});

let counter = 0;
// A task row carries its project's workspace: looked up once per project, as our service has it from
// its cache, so the write stays the one insert.
const workspaceOf = new Map<string, string>();
router.post('/projects/:id/tasks', async (ctx) => {
  const body = ctx.request.body as { name: string };
  const id = `task_anchor${process.pid}x${(counter++).toString(36).padStart(10, '0')}`;
  const projectId = ctx.params.id ?? '';
  let workspaceId = workspaceOf.get(projectId);
  if (workspaceId === undefined) {
    const { rows } = await pool.query<{ workspace_id: string }>('select workspace_id from projects where id = $1', [projectId]);
    workspaceId = rows[0]?.workspace_id ?? '';
    workspaceOf.set(projectId, workspaceId);
  }
  const { rows } = await pool.query<Row>('insert into tasks (id, workspace_id, project_id, name) values ($1, $2, $3, $4) returning *', [
    id,
    workspaceId,
    projectId,
    body.name,
  ]);
  ctx.status = 201;
  ctx.body = { data: rows[0] };
});

const app = new Koa();
app.use(koaBody());
app.use(router.routes());
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  process.stdout.write(`anchor listening on http://127.0.0.1:${address.port}\n`);
});
// Once: a second SIGTERM (a bench stopping on a signal sends one, and benchApi's clean-up another) ends it at once.
process.once('SIGTERM', () =>
  server.close(() => {
    pool.end().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`anchor: closing the pool failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  }),
);
