import type { Command } from '../define.js';
import { clone_snapshot } from './clone_snapshot.js';
import { delete_all_snapshot } from './delete_all_snapshot.js';
import { delete_snapshot } from './delete_snapshot.js';
import { delete_table_snapshots } from './delete_table_snapshots.js';
import { list_snapshots } from './list_snapshots.js';
import { list_table_snapshots } from './list_table_snapshots.js';
import { restore_snapshot } from './restore_snapshot.js';
import { snapshot } from './snapshot.js';

export const snapshots: Command[] = [
  clone_snapshot,
  delete_all_snapshot,
  delete_snapshot,
  delete_table_snapshots,
  list_snapshots,
  list_table_snapshots,
  restore_snapshot,
  snapshot,
];
