import type { Command } from '../define.js';
import { alter } from './alter.js';
import { alter_async } from './alter_async.js';
import { alter_status } from './alter_status.js';
import { clone_table_schema } from './clone_table_schema.js';
import { create } from './create.js';
import { describe } from './describe.js';
import { disable } from './disable.js';
import { disable_all } from './disable_all.js';
import { drop } from './drop.js';
import { drop_all } from './drop_all.js';
import { enable } from './enable.js';
import { enable_all } from './enable_all.js';
import { exists } from './exists.js';
import { get_table } from './get_table.js';
import { is_disabled } from './is_disabled.js';
import { is_enabled } from './is_enabled.js';
import { list } from './list.js';
import { list_disabled_tables } from './list_disabled_tables.js';
import { list_enabled_tables } from './list_enabled_tables.js';
import { list_regions } from './list_regions.js';
import { locate_region } from './locate_region.js';
import { show_filters } from './show_filters.js';

export const ddl: Command[] = [
  alter,
  alter_async,
  alter_status,
  clone_table_schema,
  create,
  describe,
  disable,
  disable_all,
  drop,
  drop_all,
  enable,
  enable_all,
  exists,
  get_table,
  is_disabled,
  is_enabled,
  list,
  list_disabled_tables,
  list_enabled_tables,
  list_regions,
  locate_region,
  show_filters,
];
