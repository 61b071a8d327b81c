import type { ImageStore } from '@deal-site/image-store';

/** Uploads younger than this are kept: the deal that will use one may not be saved yet. */
export const CLEANUP_GRACE_MS = 60 * 60 * 1000;

export interface ImageReferences {
  /** Every upload name some deal (active or archived) mentions. */
  all(): Promise<Set<string>>;
  /** Asked again right before each delete, so a deal saved meanwhile keeps its image. */
  isReferenced(name: string): Promise<boolean>;
}

/** Deletes uploads no deal mentions and that are past the grace period; answers what went. */
export async function findAndDeleteUnusedUploads(
  uploads: ImageStore,
  references: ImageReferences,
  now = Date.now(),
): Promise<Set<string>> {
  const referenced = await references.all();
  const deleted = new Set<string>();
  for (const name of await uploads.list()) {
    if (referenced.has(name)) continue;
    const stat = await uploads.stat(name);
    if (!stat || now - stat.modifiedAt.getTime() < CLEANUP_GRACE_MS) continue;
    if (await references.isReferenced(name)) continue;
    if (await uploads.delete(name)) deleted.add(name);
  }
  return deleted;
}
