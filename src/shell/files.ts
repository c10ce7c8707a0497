/**
 * Which files a run may open. Unrestricted by default, as the HBase shell
 * is (`SPLITS_FILE => '/etc/passwd'` reads it); under `--sandbox` only files
 * inside the data directory and the folders of the scripts being run. Every
 * command that opens a file by a name the script gave (SPLITS_FILE today;
 * import, dump, load and capture as they come) asks `check` first, so the
 * rule lives in one place. Symbolic links are followed before the check, so
 * a link inside an allowed folder to a file outside it is refused too.
 */
import { existsSync, lstatSync, promises as fsPromises, readFile, readlinkSync, realpathSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { ShellError } from '../errors.js';

export type FileMode = 'read' | 'write';

/**
 * A text file's contents, or undefined when it cannot be read. fs's callback
 * form: node:fs/promises costs several milliseconds to load, and a one-command
 * run (`hsh -e list`) pays each one.
 */
export function readTextFile(path: string): Promise<string | undefined> {
  return new Promise((done) => {
    try {
      readFile(path, 'utf8', (error, text) => done(error ? undefined : text));
    } catch {
      done(undefined); // a path Node refuses outright (a NUL byte in it: found by npm run fuzz)
    }
  });
}

/**
 * The real path of `path`: its longest existing ancestor resolved through links, the rest
 * appended. A dangling link resolves to its target, which an open for writing creates.
 */
function realPath(path: string, hops = 0): string {
  const abs = resolve(path);
  try {
    return realpathSync(abs);
  } catch {
    // not there, or a link to nothing (or a loop: given up after as many hops as Linux follows)
  }
  const link = hops < 40 ? linkTarget(abs) : undefined;
  if (link !== undefined) return realPath(resolve(dirname(abs), link), hops + 1);
  const parent = dirname(abs);
  return parent === abs ? abs : resolve(realPath(parent, hops), basename(abs));
}

/** What the symbolic link at `path` points to; undefined when `path` is no link. */
function linkTarget(path: string): string | undefined {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
  } catch {
    return undefined;
  }
}

function inside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

export interface FileAccessOptions {
  /** Folders writes are allowed in, when narrower than `roots` (`hsh test`: the submission's own directory). */
  writeRoots?: readonly string[];
  /** Told of each refusal, with the name the script gave (`hsh test` stops the submission there). */
  denied?: (path: string, mode: FileMode) => void;
}

export class FileAccess {
  private readonly roots: string[] | undefined;
  private readonly writeRoots: string[] | undefined;

  /** `roots`: the folders a sandboxed run may use; undefined: any file (no sandbox). */
  constructor(
    roots?: readonly string[],
    private readonly options: FileAccessOptions = {},
  ) {
    this.roots = roots?.map(realPath);
    this.writeRoots = options.writeRoots?.map(realPath);
  }

  get sandboxed(): boolean {
    return this.roots !== undefined;
  }

  /**
   * The path to open for `mode`, or Errno::EACCES (Ruby's "Permission
   * denied" for a file it may not open) when the sandbox forbids it.
   */
  check(path: string, mode: FileMode, given = path): string {
    if (this.roots === undefined) return path;
    const roots = (mode === 'write' && this.writeRoots) || this.roots;
    const target = realPath(path);
    if (roots.some((root) => inside(root, target))) return target;
    this.options.denied?.(given, mode);
    const where = roots.length ? roots.join(', ') : 'no folder (no data directory or script file)';
    throw new ShellError('SANDBOX', `Permission denied - ${path} (--sandbox: files are ${mode === 'read' ? 'read' : 'written'} only in ${where})`, {
      rubyClass: 'Errno::EACCES',
    });
  }
}

/**
 * Refuses to write `path` when it lies, after links are followed, in the run's data directory or
 * in any other LevelDB store's (a folder holding LevelDB's CURRENT and LOCK files): the store's
 * files are written by the store alone, and a command that overwrote its CURRENT, MANIFEST or a
 * table file would leave it unopenable. As Ruby's File.open refuses a file it may not write:
 * Errno::EACCES, naming the file as the script gave it (`name`). In and out of --sandbox alike.
 */
export function guardStore(path: string, dataDirectory: string | undefined, name = path): void {
  const target = realPath(path);
  const store = dataDirectory !== undefined && inside(realPath(dataDirectory), target) ? dataDirectory : levelDbFolderOf(target);
  if (store === undefined) return;
  throw new ShellError('FILE_ERROR', `Permission denied - ${name} (in the data directory ${store}: only the store writes its files)`, {
    rubyClass: 'Errno::EACCES',
  });
}

/** The nearest folder holding `target` (or `target` itself) that is a LevelDB store. */
function levelDbFolderOf(target: string): string | undefined {
  for (let dir = target; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'CURRENT')) && existsSync(join(dir, 'LOCK'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

const ERRNO: Record<string, string> = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
  ENOTDIR: 'Not a directory',
  ENOSPC: 'No space left on device',
  EROFS: 'Read-only file system',
};

/** A file that could not be opened, read or written, as Ruby raises it: `Errno::ENOENT: No such file or directory - x.hsh`. */
export function fileError(e: unknown, path: string): ShellError {
  const code = (e as NodeJS.ErrnoException)?.code ?? 'EIO';
  const text = ERRNO[code] ?? (e instanceof Error ? e.message : String(e));
  return new ShellError('FILE_ERROR', `${text} - ${path}`, { rubyClass: `Errno::${code}` });
}

/** Writes `chunks` (text as UTF-8, bytes as they are) to `path` (created 0600, as hsh's other files, or replaced); errors give the file as `name`, the name the script gave. */
export async function writeTextFile(path: string, chunks: AsyncIterable<string | Uint8Array>, name = path): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await fsPromises.open(path, 'w', 0o600); // fs.promises loads on first use, not at start-up
  } catch (e) {
    throw fileError(e, name);
  }
  try {
    for await (const chunk of chunks) {
      // one call per type: write's overloads take a string or bytes, not the union
      const written = typeof chunk === 'string' ? handle.write(chunk) : handle.write(chunk);
      await written.catch((e: unknown) => {
        throw fileError(e, name);
      });
    }
  } finally {
    await handle.close();
  }
}
