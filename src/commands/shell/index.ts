import type { Command } from '../define.js';
import { help } from './help.js';

export const shell: Command[] = [help];
