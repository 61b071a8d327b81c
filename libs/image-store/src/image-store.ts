/** What the routes, cleanup and variants need from storage: a folder on disk or a bucket prefix. */
export interface ImageStore {
  /** Stores the bytes under `name`, all or nothing: a crash never leaves part of them there. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  stat(name: string): Promise<StoredImageStat | null>;
  /** True when a file was deleted. */
  delete(name: string): Promise<boolean>;
  /** Every stored name that starts with `namePrefix` (never a half-written one). */
  list(namePrefix?: string): Promise<string[]>;
  /** Stores that write through temp files remove those a killed process left; answers how many. */
  removeAbandonedTempFiles?(now?: number): Promise<number>;
}

export interface StoredImageStat {
  size: number;
  modifiedAt: Date;
}
