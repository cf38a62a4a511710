import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media files live. Names are checked by the caller (contract MEDIA_FILE_NAME); a folder is
 * a tenant id, or `portraits` for the generated portraits every tenant shares.
 */
export interface MediaStore {
  put(folder: string, name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(folder: string, name: string): Promise<Buffer | null>;
  remove(folder: string, names: string[]): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function checked(segment: string): string {
  if (!SAFE_SEGMENT.test(segment) || segment.includes('..')) throw new Error(`Unsafe media path segment: ${segment}`);
  return segment;
}

/** Files on disk under `<root>/<folder>/<name>` (by default DATA_DIR/media). Writes are atomic renames. */
export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  folderPath(folder: string): string {
    return path.join(this.root, checked(folder));
  }

  async put(folder: string, name: string, bytes: Buffer): Promise<void> {
    const dir = this.folderPath(folder);
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, checked(name));
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async get(folder: string, name: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.folderPath(folder), checked(name)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(folder: string, names: string[]): Promise<void> {
    const dir = this.folderPath(folder);
    await Promise.all(names.map((name) => rm(path.join(dir, checked(name)), { force: true })));
  }
}
