import type { Command } from '../define.js';
import { append } from './append.js';
import { count } from './count.js';
import { del } from './delete.js';
import { deleteall } from './deleteall.js';
import { get } from './get.js';
import { get_counter } from './get_counter.js';
import { get_splits } from './get_splits.js';
import { incr } from './incr.js';
import { put } from './put.js';
import { scan } from './scan.js';
import { truncate } from './truncate.js';
import { truncate_preserve } from './truncate_preserve.js';

export const dml: Command[] = [append, count, del, deleteall, get, get_counter, get_splits, incr, put, scan, truncate, truncate_preserve];
