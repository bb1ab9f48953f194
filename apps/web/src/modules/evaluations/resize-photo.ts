/** The longest side of an evidence photo once resized in the browser (before upload). */
export const PHOTO_MAX_SIDE = 1600;

/** The size a photo is drawn at so that its longest side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A phone's photo (often 4000 px and several MB) resized to JPEG before it is sent, so a visit
 * on a slow connection uploads a few hundred KB. Falls back to the original file when the
 * browser cannot decode it.
 */
export async function resizePhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    return blob ?? file;
  } catch {
    return file;
  }
}
