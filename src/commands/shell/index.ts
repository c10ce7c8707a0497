import type { Command } from '../define.js';
import { help } from './help.js';
import { history } from './history.js';
import { set_format } from './set_format.js';
import { debug, debugState } from './debug.js';

export const shell: Command[] = [help, history, set_format, debug, debugState];
