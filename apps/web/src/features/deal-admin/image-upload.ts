import { splitImageList } from '@deal-site/deal-text';

export const UPLOAD_URL = '/api/upload';
/** The server takes at most this many files a request. */
export const FILES_PER_UPLOAD = 10;

/** The image files among pasted or chosen files; anything else is left out. */
export function imageFilesOf(files: FileList | File[] | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}

function postFiles(files: File[], onProgress: (loaded: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('image', file, file.name || 'pasted-image');
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    request.responseType = 'json';
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      const answer = request.response as { url?: string; urls?: string[] } | null;
      if (request.status >= 200 && request.status < 300 && answer?.url) {
        resolve(answer.urls ?? [answer.url]);
      } else reject(new Error(`upload answered ${request.status}`));
    };
    request.onerror = () => reject(new Error('upload failed'));
    request.send(body);
  });
}

/** Uploads in requests of at most 10 files; `onProgress` gets the share sent so far, 0..1. */
export async function uploadImages(
  files: File[],
  onProgress: (share: number) => void,
): Promise<string[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const urls: string[] = [];
  let sent = 0;
  for (let start = 0; start < files.length; start += FILES_PER_UPLOAD) {
    const batch = files.slice(start, start + FILES_PER_UPLOAD);
    const batchSize = batch.reduce((sum, file) => sum + file.size, 0);
    urls.push(
      ...(await postFiles(batch, (loaded) => onProgress(Math.min(1, (sent + loaded) / total)))),
    );
    sent += batchSize;
    onProgress(Math.min(1, sent / total));
  }
  return urls;
}

/** The form's image list with the uploaded URLs added at the end, one per line. */
export function withImages(imageUrls: string, added: string[]): string {
  return [...splitImageList(imageUrls), ...added].join('\n');
}

/** The form's image list without its `index`th image. */
export function withoutImage(imageUrls: string, index: number): string {
  return splitImageList(imageUrls)
    .filter((_, at) => at !== index)
    .join('\n');
}
