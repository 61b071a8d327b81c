import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Deal } from '../deal/deal.entity';
import type { ShareImage, ShareImageService } from './share-image.service';
import { ShareImageType } from './share-image.type';

@Resolver(() => Deal)
export class ShareImageResolver {
  constructor(private readonly shareImages: ShareImageService) {}

  @FieldResolver(() => ShareImageType, {
    description:
      'The preview a shared link shows: the first upload 1200 px wide, a picture on another site as it is, or a card made for a deal without one',
  })
  shareImage(@Root() deal: Deal): Promise<ShareImage> {
    return this.shareImages.of(deal);
  }
}
