/**
 * The client a session holds, as the shell's Hbase::Hbase (hbase.rb): the
 * connection — here the engine, opened on first use and kept once open —
 * the admin, and `table(name)`, the one way a command reaches a table.
 *
 * It is also where the session's caches live (never module state): the
 * table and family names last decoded (a script naming the same table in
 * every statement decodes it once) and the last Table handed out (a script
 * of puts to one table gets the same one each time).
 */
import type { Engine } from '../engine/types.js';
import type { TableRef } from '../ruby/values.js';
import { Admin } from './admin.js';
import { NameDecoder } from './names.js';
import { ReplicationAdmin } from './replication.js';
import { Table } from './table.js';

export class HBase {
  readonly admin: Admin;
  /** Hbase::RepAdmin: replication peers. */
  readonly replication: ReplicationAdmin;
  /** Table names as commands decode them from their first argument. */
  readonly tableNames = new NameDecoder();
  /** Family names of write-side columns (`'f:q'`). */
  readonly familyNames = new NameDecoder();
  /** The shell's trace span is running (trace 'start' … 'stop'): the shell's, not the cluster's. */
  tracing = false;
  private engine: Engine | undefined;
  private lastTable: Table | undefined;

  /** `open` opens the engine (the session's, shared with its other users); a failed open is retried by the next call. */
  constructor(private readonly open: () => Promise<Engine>) {
    this.admin = new Admin(this);
    this.replication = new ReplicationAdmin(this);
  }

  /** The engine, once open: the put path takes it from here without an await. */
  get connected(): Engine | undefined {
    return this.engine;
  }

  /** The engine, opened on first use. */
  connect(): Promise<Engine> {
    if (this.engine !== undefined) return Promise.resolve(this.engine);
    return this.open().then((engine) => (this.engine = engine));
  }

  /** Hbase::Hbase#table: the table a command names (`via`: the reference it was called on, `t.put …`). */
  table(name: string, via?: TableRef): Table {
    const last = this.lastTable;
    if (last !== undefined && last.name === name && last.via === via) return last;
    return (this.lastTable = new Table(this, name, via));
  }
}
