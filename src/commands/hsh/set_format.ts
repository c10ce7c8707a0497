import { defineCommand, lines, rest, argumentError, type DisplaySettings } from '../define.js';
import { RHash, isString } from '../../ruby/values.js';
import { toS } from '../../ruby/coerce.js';

const FORMATS = ['classic', 'json', 'table', 'vertical', 'csv', 'tsv'] as const;
const TIMESTAMPS = ['iso', 'epoch'] as const;

function describeSettings(s: DisplaySettings): string {
  const format = s.vertical ? 'vertical' : s.format ?? 'classic';
  return `format: ${format}, timestamps: ${s.epochTimestamps ? 'epoch' : 'iso'}`;
}

/** `set_format 'json'`: switches the output format (and the timestamp style) for the statements that follow. */
export const set_format = defineCommand({
  name: 'set_format',
  group: 'hsh',
  usage: "set_format ['classic' | 'json' | 'table' | 'vertical' | 'csv' | 'tsv'] [, 'iso' | 'epoch']",
  help: `Switch the output format of the statements that follow, as --format and
--vertical do on the command line: 'classic' (the HBase shell's own), 'json'
(one object per statement), 'table' (boxed tables), 'vertical' (the classic
layout with one 'column: value' line per cell), or 'csv' and 'tsv' (get and
scan as one 'row,column,timestamp,value' line per cell, no Took lines).
'epoch' prints timestamps as epoch milliseconds (--epoch-timestamps), 'iso' as
HBase's local date-time. With no argument, shows the current settings.

  hbase> set_format 'json'
  hbase> set_format 'vertical'
  hbase> set_format 'classic', 'epoch'
  hbase> set_format TIMESTAMP => 'iso'
`,
  optionKeys: ['TIMESTAMP'],
  args: [rest('formats')],
  async run(ctx, [values]) {
    const settings = ctx.settings;
    const words: string[] = [];
    for (const v of values) {
      if (v instanceof RHash) {
        for (const [k, val] of v.entries) {
          const key = isString(k) ? k.toString('latin1') : '';
          if (key !== 'TIMESTAMP' && key !== 'TIMESTAMPS') throw argumentError(`Unknown set_format option ${key}; use TIMESTAMP => 'iso' or 'epoch'`);
          words.push(toS(val).toString('utf8').toLowerCase());
        }
      } else if (isString(v)) words.push(v.toString('utf8').toLowerCase());
      else throw argumentError(`set_format takes ${[...FORMATS, ...TIMESTAMPS].map((f) => `'${f}'`).join(', ')}`);
    }
    for (const w of words) {
      if (!(FORMATS as readonly string[]).includes(w) && !(TIMESTAMPS as readonly string[]).includes(w)) {
        throw argumentError(`Unknown format '${w}': use ${[...FORMATS, ...TIMESTAMPS].map((f) => `'${f}'`).join(', ')}`);
      }
    }
    for (const w of words) {
      if (w === 'iso' || w === 'epoch') settings.epochTimestamps = w === 'epoch';
      else if (w === 'vertical') {
        settings.format = 'classic';
        settings.vertical = true;
      } else {
        settings.format = w as DisplaySettings['format'];
        settings.vertical = false;
      }
    }
    return { outputs: [lines(describeSettings(settings))] };
  },
});
