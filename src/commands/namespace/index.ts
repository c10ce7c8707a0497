import type { Command } from '../define.js';

export const namespace: Command[] = [];
