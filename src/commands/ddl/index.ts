import type { Command } from '../define.js';

export const ddl: Command[] = [];
