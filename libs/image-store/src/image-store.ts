/** What the routes, cleanup and variants need from storage; S3-compatible storage can implement it later. */
export interface ImageStore {
  /** Stores the bytes under `name`, all or nothing: a crash never leaves part of them there. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  stat(name: string): Promise<StoredImageStat | null>;
  /** True when a file was deleted. */
  delete(name: string): Promise<boolean>;
  /** Every stored name (never a half-written one). */
  list(): Promise<string[]>;
}

export interface StoredImageStat {
  size: number;
  modifiedAt: Date;
}
