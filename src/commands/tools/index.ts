import type { Command } from '../define.js';
import { compact } from './compact.js';
import { flush } from './flush.js';
import { major_compact } from './major_compact.js';
import { split } from './split.js';

export const tools: Command[] = [compact, flush, major_compact, split];
