import type { Command } from '../define.js';

export const tools: Command[] = [];
