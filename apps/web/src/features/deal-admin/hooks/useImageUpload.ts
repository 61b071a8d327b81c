import { useState } from 'react';
import { useToast } from '../../toast';
import { DEAL_TOASTS } from '../deal-toasts';
import { uploadImages } from '../image-upload';

export interface ImageUpload {
  /** Uploads the files and answers their URLs, or [] after saying it failed. */
  upload: (files: File[]) => Promise<string[]>;
  /** The share sent so far (0..1) while an upload runs; null otherwise. */
  progress: number | null;
}

export function useImageUpload(): ImageUpload {
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (files: File[]): Promise<string[]> => {
    if (files.length === 0) return [];
    setProgress(0);
    try {
      return await uploadImages(files, setProgress);
    } catch {
      toast({
        title: DEAL_TOASTS.errorTitle,
        description: DEAL_TOASTS.uploadFailed,
        variant: 'destructive',
      });
      return [];
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress };
}
