import type { Command } from '../define.js';
import { alter_namespace } from './alter_namespace.js';
import { create_namespace } from './create_namespace.js';
import { describe_namespace } from './describe_namespace.js';
import { drop_namespace } from './drop_namespace.js';
import { list_namespace } from './list_namespace.js';
import { list_namespace_tables } from './list_namespace_tables.js';

export const namespace: Command[] = [
  alter_namespace,
  create_namespace,
  describe_namespace,
  drop_namespace,
  list_namespace,
  list_namespace_tables,
];
