import type { Command } from '../define.js';

export const snapshots: Command[] = [];
