import type { SourcePost } from './deal-source';

/** The fields each post is read with; pinned so a Graph API change cannot add or drop one. */
export const GRAPH_POST_FIELDS =
  'id,message,created_time,updated_time,permalink_url,full_picture,attachments{media_type,unshimmed_url,url,media,subattachments}';

interface GraphAttachment {
  media_type?: string;
  unshimmed_url?: string;
  url?: string;
  media?: { image?: { src?: string } };
  subattachments?: { data?: GraphAttachment[] };
}

export interface GraphPost {
  id: string;
  message?: string;
  created_time: string;
  permalink_url?: string;
  full_picture?: string;
  attachments?: { data?: GraphAttachment[] };
}

function flatten(attachments: GraphAttachment[] | undefined): GraphAttachment[] {
  return (attachments ?? []).flatMap((attachment) => [
    attachment,
    ...flatten(attachment.subattachments?.data),
  ]);
}

const isHttpUrl = (value: string | undefined): value is string =>
  typeof value === 'string' && /^https?:\/\//i.test(value);

/** A link attachment's destination: `unshimmed_url`, as `url` is Facebook's redirect wrapper. */
function linkOf(attachment: GraphAttachment): string | undefined {
  if (attachment.media_type && attachment.media_type !== 'link') return undefined;
  return attachment.unshimmed_url;
}

export function toSourcePost(post: GraphPost): SourcePost {
  const attachments = flatten(post.attachments?.data);
  const images = [post.full_picture, ...attachments.map((item) => item.media?.image?.src)];
  return {
    id: post.id,
    message: post.message ?? '',
    createdAt: new Date(post.created_time),
    permalinkUrl: post.permalink_url ?? null,
    linkUrls: [...new Set(attachments.map(linkOf).filter(isHttpUrl))],
    imageUrls: [...new Set(images.filter(isHttpUrl))],
  };
}
