import type { ImageModelV3 } from '@ai-sdk/provider';
import { readImageInput } from './image-input.js';
import type { OfflineEngines } from './offline-engines.js';

// The offline illustrator and monster art as an AI SDK image model: SVG documents, the same
// picture for the same input and seed.

export function createOfflineImageModel(engines: OfflineEngines): ImageModelV3 {
  const encoder = new TextEncoder();
  return {
    specificationVersion: 'v3',
    provider: 'monstory.offline',
    modelId: 'illustrator',
    maxImagesPerCall: 1,
    async doGenerate(options) {
      const input = readImageInput(options.providerOptions);
      const svg = await engines.picture(input);
      return {
        images: [encoder.encode(svg)],
        warnings: [],
        response: { timestamp: new Date(), modelId: 'illustrator', headers: undefined },
      };
    },
  };
}
