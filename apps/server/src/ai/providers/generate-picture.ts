import type { ImageModelV3 } from '@ai-sdk/provider';
import { imagePrompt, imageProviderOptions, type ImageInput } from './image-input.js';

// One picture from whichever image model is configured, with the file type it really is (the
// SDK only recognises raster formats; the offline illustrator draws SVG).

export interface Picture {
  bytes: Uint8Array;
  extension: 'svg' | 'png' | 'jpg' | 'webp' | 'gif';
}

export function pictureExtension(bytes: Uint8Array): Picture['extension'] | undefined {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1');
  if (head.startsWith('\x89PNG')) return 'png';
  if (head.startsWith('\xff\xd8\xff')) return 'jpg';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  if (head.startsWith('GIF8')) return 'gif';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(head)) return 'svg';
  return undefined;
}

export async function generatePicture(
  model: ImageModelV3,
  input: ImageInput,
  options: { size?: `${number}x${number}`; signal?: AbortSignal } = {},
): Promise<Picture> {
  // The AI SDK (a few MB) loads with the first story, not at start.
  const { generateImage } = await import('ai');
  const result = await generateImage({
    model,
    prompt: imagePrompt(input),
    n: 1,
    ...(options.size && { size: options.size }),
    providerOptions: imageProviderOptions(input),
    maxRetries: 1,
    ...(options.signal && { abortSignal: options.signal }),
  });
  const bytes = result.image.uint8Array;
  const extension = pictureExtension(bytes);
  if (!extension) throw new Error('The image provider sent something that is not a picture');
  return { bytes, extension };
}
