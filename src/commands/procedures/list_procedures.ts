import { Buffer } from 'node:buffer';
import type { ProcedureSummary } from '../../hbase/index.js';
import { rubyTimeToS } from '../../format/time.js';
import { currentUser } from '../general/whoami.js';
import { defineCommand } from '../define.js';

export const usage = 'list_procedures';

const help = `List all procedures in hbase. For example:

  hbase> list_procedures
`;

/** The package of each procedure class (assignment procedures live apart from the DDL ones). */
const ASSIGNMENT = new Set(['TransitRegionStateProcedure', 'MergeTableRegionsProcedure', 'SplitTableRegionProcedure']);

function className(name: string): string {
  return `org.apache.hadoop.hbase.master.${ASSIGNMENT.has(name) ? 'assignment' : 'procedure'}.${name}`;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/**
 * The `Parameters` column: Ruby's `to_s` of the procedure's stateMessage as
 * JSON.parse gives it — the states it ran through, then its state data
 * (the user it ran for and the table, its name's bytes in protobuf JSON's
 * base64, or the namespace).
 */
function parameters(p: ProcedureSummary, user: string): string {
  const target =
    p.namespace !== undefined
      ? `"namespaceDescriptor"=>{"name"=>"${p.namespace}"}`
      : (() => {
          const [ns, q] = (p.table ?? '').includes(':') ? (p.table as string).split(':', 2) : ['default', p.table ?? ''];
          return `"tableName"=>{"namespace"=>"${b64(ns)}", "qualifier"=>"${b64(q)}"}`;
        })();
  return `[{"state"=>[${p.states.join(', ')}]}, {"userInfo"=>{"effectiveUser"=>"${user}"}, ${target}}]`;
}

/**
 * list_procedures.rb: the master's procedures — the DDL clean-ups still
 * running and the procedures hsh ran that the executor still retains
 * (five minutes after they finished) — by id, times as Ruby's Time#to_s.
 */
export const list_procedures = defineCommand({
  name: 'list_procedures',
  group: 'procedures',
  usage,
  help,
  args: [],
  async run(ctx) {
    const list = await ctx.hbase.admin.listProcedures();
    const user = currentUser().name;
    const rows = list.map((p) => [String(p.id), className(p.name), p.state, rubyTimeToS(p.submittedTime), rubyTimeToS(p.lastUpdate), parameters(p, user)]);
    return { outputs: [{ kind: 'table', header: ['PID', 'Name', 'State', 'Submitted', 'Last_Update', 'Parameters'], rows, footer: rows.length }] };
  },
});
