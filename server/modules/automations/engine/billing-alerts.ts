import { newId } from '../../../db/ids.ts';
import { systemActor } from '../../../events/record-event.ts';
import { monthlyRunLimit } from '../../workspaces/usage.ts';

/** Percentages of the month's run limit that are announced, once each per cycle (docs/decisions.md#notifications). */
export const alertThresholds = [80, 100] as const;

const thresholdValues = alertThresholds.map((percent) => `(${percent})`).join(', ');

/** The highest threshold `runs` reaches under the plan's limit (0: none, or no limit). */
const reached = (runs: string) =>
  `coalesce((select max(t.percent) from (values ${thresholdValues}) as t(percent), limit_of l
             where l.runs_limit is not null and (${runs}) * 100 >= l.runs_limit * t.percent), 0)`;

/**
 * CTEs that count the runs of `inserted` in the month's usage and, for each threshold the count
 * passes for the first time this cycle, write a `billing.alert` event: in the statement that starts
 * the runs, so the alert commits with them (the usage row is locked by the caller, so starts side
 * by side cannot both pass a threshold). `previous` reads the row as it was before this statement;
 * thresholds announced under another limit (the plan changed this month) count as not announced.
 * Parameters: countRunsAndAlertParams.
 */
export const countRunsAndAlert = `limit_of as (
       select w.plan, (?::jsonb ->> w.plan)::int as runs_limit from workspaces w where w.id = ?
     ), previous as (
       select coalesce(max(case when u.alerted_limit = l.runs_limit then u.alerted_percent end), 0) as alerted
       from limit_of l left join workspace_run_usage u on u.workspace_id = ? and u.cycle_start = ?
     ), counted as (
       insert into workspace_run_usage as u (workspace_id, cycle_start, runs, alerted_percent, alerted_limit)
       select ?, ?, c.n, ${reached('c.n')}, (select runs_limit from limit_of) from (select count(*) as n from inserted) as c
       on conflict (workspace_id, cycle_start) do update
         set runs = u.runs + excluded.runs,
             alerted_percent = greatest(case when u.alerted_limit = excluded.alerted_limit then u.alerted_percent else 0 end,
                                        ${reached('u.runs + excluded.runs')}),
             alerted_limit = excluded.alerted_limit
       returning runs, alerted_percent
     ), alerted as (
       insert into events (id, workspace_id, project_id, type, actor, data, automation_chain)
       select t.id, ?, null, 'billing.alert', ?::jsonb,
              jsonb_build_object('workspace_id', ?::text, 'actor', ?::jsonb, 'threshold_percent', t.percent, 'runs_used', c.runs,
                                 'runs_limit', l.runs_limit, 'plan', l.plan, 'cycle_resets_at', ?::text),
              '{}'
       from counted c, previous p, limit_of l, jsonb_to_recordset(?::jsonb) as t(percent int, id text)
       where t.percent > p.alerted and t.percent <= c.alerted_percent
     )`;

/** The parameters of countRunsAndAlert, in order. */
export function countRunsAndAlertParams(workspaceId: string, cycleStart: Date, cycleEnd: Date): Array<string | Date> {
  const actor = JSON.stringify(systemActor);
  const ids = JSON.stringify(alertThresholds.map((percent) => ({ percent, id: newId('evt') })));
  return [
    JSON.stringify(monthlyRunLimit),
    workspaceId,
    workspaceId,
    cycleStart,
    workspaceId,
    cycleStart,
    workspaceId,
    actor,
    workspaceId,
    actor,
    cycleEnd.toISOString(),
    ids,
  ];
}
