/* global self */
// Monstory's service worker, its Web Push half: loaded by the built worker (src/sw.ts) with
// importScripts, beside the app's code kept for starting offline. Served from the site root.
//
// It is plain JavaScript, copied as it is into the build: it cannot import the contracts, so it
// repeats the few push rules it needs (docs/product.md#push). src/lib/push/service-worker.test.ts
// runs this file against the app's own rules so the two never drift apart.

const NOTIFICATION_TYPES = [
  'STORY_CREATED',
  'MONSTER_CREATED',
  'AUDIO_READY',
  'CUSTOM_NOTIFICATION',
];
const TARGET_TYPES = ['STORY', 'MONSTER', 'SHOP', 'GENERATE'];
const NOTIFICATION_CLICK_MESSAGE = 'monstory:notification-click';

function isString(value) {
  return typeof value === 'string';
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload when it has a known type and (if any) a known target type; else null (docs/product.md#push). */
function parsePushPayload(raw) {
  const valid =
    isObject(raw) &&
    isString(raw.messageId) &&
    isObject(raw.notification) &&
    isString(raw.notification.title) &&
    isString(raw.notification.body) &&
    isObject(raw.data) &&
    isString(raw.data.notificationId) &&
    NOTIFICATION_TYPES.includes(raw.data.type) &&
    (raw.data.targetType === undefined || TARGET_TYPES.includes(raw.data.targetType)) &&
    (raw.data.targetId === undefined || isString(raw.data.targetId)) &&
    (raw.data.path === undefined || isString(raw.data.path));
  if (valid) return raw;
  console.warn('Ignoring a push message that does not match the push payload', raw);
  return null;
}

/** Where tapping the push leads (docs/product.md#push), else its path, else nowhere. */
function pushDestination(payload) {
  const data = payload.data;
  switch (data.targetType) {
    case 'STORY':
      return data.targetId ? '/story/' + data.targetId : null;
    case 'MONSTER':
      return '/stuff/monsters';
    case 'GENERATE':
      return '/generate';
    case 'SHOP':
      return '/shop';
    default:
      return data.path === undefined ? null : data.path;
  }
}

/** Only paths inside this app, never another site ("//evil.example", "https://…"). */
function localPath(path) {
  if (!isString(path) || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? url.pathname + url.search + url.hash : null;
}

/** The push's JSON, or undefined (with a warning) when it has none or it is not JSON. */
function readPush(event) {
  if (!event.data) {
    console.warn('Ignoring a push message without a payload');
    return undefined;
  }
  try {
    return event.data.json();
  } catch (error) {
    console.warn('Ignoring a push message that is not JSON', error);
    return undefined;
  }
}

async function showPush(raw) {
  if (raw === undefined) return;
  const payload = parsePushPayload(raw);
  if (!payload) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // The app on screen shows it as a snackbar itself (docs/product.md foreground).
  if (windows.some((client) => client.focused && client.visibilityState === 'visible')) return;
  await self.registration.showNotification(payload.notification.title, {
    body: payload.notification.body,
    tag: payload.data.notificationId,
    icon: '/favicon.svg',
    data: {
      notificationId: payload.data.notificationId,
      path: localPath(pushDestination(payload)),
    },
  });
}

async function openFromNotification(data) {
  const path = data && localPath(data.path);
  const notificationId = data && isString(data.notificationId) ? data.notificationId : null;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((candidate) => candidate.focused) || windows[0];
  if (client) {
    // The open app marks it read and goes there with its own router.
    if (notificationId) {
      client.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, notificationId, path });
    }
    await client.focus();
    return;
  }
  await self.clients.openWindow(path || '/');
}

// A new release waits until the page asks it to take over (src/sw.ts); once active it takes
// every open page at once, so they all move to it together.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(readPush(event)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification.data));
});
