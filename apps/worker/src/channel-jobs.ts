import {
  ChannelImageReader,
  ChannelPostingRunner,
  SqlChannelStore,
  createChannelPosters,
  type ChannelPostingLogger,
} from '@deal-site/channel-posting';
import { isUploadName, openImageStorage } from '@deal-site/image-store';
import type { WorkerConfig } from '@deal-site/server-config';
import type { DataSource } from 'typeorm';

/**
 * The channel posting sweeps on the API's database, with the site's image store for the pictures;
 * null when no channel is configured.
 */
export function createWorkerChannelPosting(
  config: Pick<WorkerConfig, 'publicUrl' | 'channels' | 'imageStore' | 'dataDir'>,
  dataSource: DataSource,
  logger: ChannelPostingLogger,
): ChannelPostingRunner | null {
  const posters = createChannelPosters(config.channels);
  if (posters.length === 0) return null;
  const uploads = openImageStorage(config.imageStore, config.dataDir).store(
    'uploads',
    isUploadName,
  );
  return new ChannelPostingRunner({
    store: new SqlChannelStore(dataSource),
    posters,
    images: new ChannelImageReader(uploads, config.publicUrl),
    publicUrl: config.publicUrl,
    logger,
  });
}
