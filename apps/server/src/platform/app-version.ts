// The bundler inlines the root package.json, so the built server knows its version wherever it runs.
import rootPackage from '../../../../package.json' with { type: 'json' };

export const APP_VERSION: string = rootPackage.version;
