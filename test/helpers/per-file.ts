/**
 * A setup file of both projects (vitest.config.ts): it runs before each test file, and undoes
 * when the file ends what the file may have left in its worker. The unit project runs many
 * files in one worker thread without isolation, so a file must leave process.env as it found
 * it (a test that sets TZ or HADOOP_USER_NAME and does not restore it would change the files
 * after it), and its temporary directories are removed.
 */
import { afterAll } from 'vitest';
import { removeTempDirs } from './temp.js';

const env = { ...process.env };

afterAll(() => {
  removeTempDirs();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (process.env[name] !== value) process.env[name] = value;
});
