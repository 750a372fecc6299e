import type { DirHandle, FileHandle } from '../../src/io/directory-handle';

/**
 * A folder in memory that behaves like the File System Access API's handles (entries,
 * getDirectoryHandle, getFileHandle, createWritable, NotFoundError), for tests that run where
 * the browser's API does not exist. It stands in for the browser, not for project code; the
 * real API is exercised in Chromium by e2e/app.spec.ts over the Origin Private File System.
 */
export class MemoryDirectory implements DirHandle {
  readonly kind = 'directory' as const;
  readonly dirs = new Map<string, MemoryDirectory>();
  readonly files = new Map<string, string>();
  /** Files that claim a size they do not hold (a 200 MB file without 200 MB of memory). */
  readonly sizes = new Map<string, number>();
  /** Every directory read, to check that skipped folders are never listed. */
  static listed: string[] = [];
  permission: PermissionState = 'granted';
  /** What requestPermission answers. */
  answer: PermissionState = 'granted';

  constructor(readonly name: string) {}

  /** A folder from { "path/to/file": "text" }. */
  static from(name: string, tree: Record<string, string>): MemoryDirectory {
    const root = new MemoryDirectory(name);
    for (const [path, text] of Object.entries(tree)) root.put(path, text);
    return root;
  }

  put(path: string, text: string): void {
    const parts = path.split('/');
    let dir: MemoryDirectory = this;
    for (const p of parts.slice(0, -1)) {
      if (!dir.dirs.has(p)) dir.dirs.set(p, new MemoryDirectory(p));
      dir = dir.dirs.get(p)!;
    }
    dir.files.set(parts[parts.length - 1], text);
  }

  read(path: string): string | undefined {
    const parts = path.split('/');
    let dir: MemoryDirectory | undefined = this;
    for (const p of parts.slice(0, -1)) dir = dir?.dirs.get(p);
    return dir?.files.get(parts[parts.length - 1]);
  }

  async *entries(): AsyncIterable<[string, DirHandle | FileHandle]> {
    MemoryDirectory.listed.push(this.name);
    for (const [n, d] of this.dirs) yield [n, d];
    for (const n of this.files.keys()) yield [n, this.fileHandle(n)];
  }

  async getDirectoryHandle(name: string, opts?: { create?: boolean }): Promise<DirHandle> {
    if (!this.dirs.has(name)) {
      if (!opts?.create) throw notFound(name);
      this.dirs.set(name, new MemoryDirectory(name));
    }
    return this.dirs.get(name)!;
  }

  async getFileHandle(name: string, opts?: { create?: boolean }): Promise<FileHandle> {
    if (!this.files.has(name)) {
      if (!opts?.create) throw notFound(name);
      this.files.set(name, '');
    }
    return this.fileHandle(name);
  }

  async queryPermission(): Promise<PermissionState> {
    return this.permission;
  }

  async requestPermission(): Promise<PermissionState> {
    this.permission = this.answer;
    return this.answer;
  }

  private fileHandle(name: string): FileHandle {
    return {
      kind: 'file',
      name,
      getFile: async () => {
        const f = new File([this.files.get(name) ?? ''], name);
        const size = this.sizes.get(name);
        if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
        return f;
      },
      createWritable: async () => {
        let buffer = '';
        return {
          write: async (data: string) => void (buffer += data),
          close: async () => void this.files.set(name, buffer),
          abort: async () => undefined,
        };
      },
    };
  }
}

function notFound(name: string): Error {
  const e = new Error(`${name} was not found`);
  e.name = 'NotFoundError';
  return e;
}
