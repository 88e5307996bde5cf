import { APP_LINK_PATHS, NATIVE_APP_IDS } from '@monstory/contracts/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error.js';

// The files phones fetch from the product's host to trust that its links may open the native
// apps: Android's Digital Asset Links and Apple's apple-app-site-association. Each is served
// only when the release's signing facts are configured (ANDROID_CERT_SHA256, APPLE_TEAM_ID);
// without them a 404 tells the phone to keep such links in the browser.

const ONE_HOUR = 'public, max-age=3600';

export const wellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/.well-known/assetlinks.json', async (_request, reply) => {
    const fingerprints = app.config.appLinks.androidCertSha256;
    if (!fingerprints?.length) throw new AppError('NOT_FOUND');
    void reply.header('cache-control', ONE_HOUR);
    return [
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: NATIVE_APP_IDS.android,
          sha256_cert_fingerprints: fingerprints,
        },
      },
    ];
  });

  app.get('/.well-known/apple-app-site-association', async (_request, reply) => {
    const team = app.config.appLinks.appleTeamId;
    if (!team) throw new AppError('NOT_FOUND');
    const appId = `${team}.${NATIVE_APP_IDS.ios}`;
    void reply.header('cache-control', ONE_HOUR).type('application/json');
    return {
      applinks: {
        details: [
          {
            appIDs: [appId],
            components: [
              ...APP_LINK_PATHS.exact.map((path) => ({ '/': path })),
              ...APP_LINK_PATHS.prefixes.map((path) => ({ '/': `${path}*` })),
            ],
          },
        ],
      },
      webcredentials: { apps: [appId] },
    };
  });
};
