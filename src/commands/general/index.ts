import type { Command } from '../define.js';
import { status } from './status.js';
import { table_help } from './table_help.js';
import { version } from './version.js';
import { whoami } from './whoami.js';

export const general: Command[] = [status, version, table_help, whoami];
