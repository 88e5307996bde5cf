import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { generateOpenApi, OPENAPI_FILE } from './openapi-file.js';

// `npm run openapi`: writes docs/openapi.json as `prettier --write` would leave it.
const document = await generateOpenApi();
const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
const text = await prettier.format(JSON.stringify(document), {
  ...options,
  filepath: OPENAPI_FILE,
});
fs.writeFileSync(OPENAPI_FILE, text);
const operations = Object.values(document.paths).reduce(
  (sum, item) => sum + Object.keys(item).length,
  0,
);
process.stdout.write(
  `${path.relative(process.cwd(), OPENAPI_FILE)}: ${Object.keys(document.paths).length} paths, ${operations} operations\n`,
);
