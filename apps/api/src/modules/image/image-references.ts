import { Like, type DataSource } from 'typeorm';
import { Deal } from '../deal/deal.entity';
import type { ImageReferences } from './image-cleanup';
import { uploadNamesIn } from '@deal-site/image-store';

/** Which uploads the deals table mentions, archived deals included. */
export function dealImageReferences(dataSource: DataSource): ImageReferences {
  const deals = () => dataSource.getRepository(Deal);
  return {
    all: async () => {
      const rows = await deals().find({ select: { id: true, imageUrl: true } });
      return new Set(rows.flatMap((row) => uploadNamesIn(row.imageUrl)));
    },
    // Upload names are hex and an extension, so they hold no LIKE wildcard.
    isReferenced: (name) => deals().exists({ where: { imageUrl: Like(`%${name}%`) } }),
  };
}
