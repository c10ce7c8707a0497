import type { Command } from '../define.js';

export const dml: Command[] = [];
