import type { FastifyInstance } from 'fastify';
import type { VapidKeys } from '../../config.js';
import { createFcmSender } from './fcm-sender.js';
import { PushDelivery, type PushSenders } from './push-delivery.js';
import { resolveVapidKeys } from './vapid-keys.js';
import { WebPushSender } from './web-push-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push to devices: Web Push always (unless PUSH_ENABLED=false), FCM when configured. */
    push: PushDelivery;
  }
}

/**
 * Decorates app.push. Register it after the event bus and before the jobs: on close (onClose
 * hooks run in reverse order) pushes still in flight finish before the database goes away.
 */
export async function registerPush(app: FastifyInstance): Promise<void> {
  const config = app.config.push;
  const senders: PushSenders = {};
  let vapidPublicKey = (): Promise<string | null> => Promise.resolve(null);
  if (config.enabled) {
    // Resolved on first use, not at start: a database that is down while the server starts
    // must not stop it (health answers 503 and it recovers), and a failure is retried later.
    let keys: Promise<VapidKeys> | null = null;
    const vapidKeys = () =>
      (keys ??= resolveVapidKeys(app.db, app.clock, config.vapidKeys).catch((error: unknown) => {
        keys = null;
        throw error;
      }));
    vapidPublicKey = async () => (await vapidKeys()).publicKey;
    senders.web = new WebPushSender(vapidKeys, config.vapidSubject);
    if (config.firebaseServiceAccount) {
      senders.fcm = await createFcmSender(config.firebaseServiceAccount);
    }
  }
  const push = new PushDelivery({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ component: 'push' }),
    senders,
    vapidPublicKey,
  });
  app.decorate('push', push);
  app.addHook('onClose', () => push.close());
}
