import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebPushSubscription } from '@monstory/contracts/notifications';

// A push service on loopback for tests, and the browser's side of Web Push: a subscription's
// keys, and decrypting what arrives (RFC 8291 aes128gcm) and checking its VAPID header (RFC 8292).

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  baseUrl: string;
  requests: PushRequest[];
  close(): Promise<void>;
}

/** Answers 410 under /gone, 404 under /missing, 500 under /broken, else 201 Created. */
export async function startFakePushService(): Promise<FakePushService> {
  const requests: PushRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = path.startsWith('/gone')
        ? 410
        : path.startsWith('/missing')
          ? 404
          : path.startsWith('/broken')
            ? 500
            : 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

export interface Browser {
  subscription: WebPushSubscription;
  /** The payload of a push sent to this subscription, decrypted. */
  decrypt(body: Buffer): string;
}

/** A browser's push subscription at `endpoint`, with keys it can decrypt with. */
export function browserSubscription(endpoint: string): Browser {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        serverKey,
      ]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, auth, keyInfo, 32));
      const derive = (info: string, length: number) =>
        Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
      const decipher = crypto.createDecipheriv(
        'aes-128-gcm',
        derive('Content-Encoding: aes128gcm\0', 16),
        derive('Content-Encoding: nonce\0', 12),
      );
      decipher.setAuthTag(record.subarray(-16));
      const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = plain.length - 1;
      while (end > 0 && plain[end] === 0) end -= 1;
      if (plain[end] !== 2) throw new Error('no padding delimiter');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * The claims of a `vapid t=<JWT>, k=<public key>` Authorization header, after checking that
 * the JWT is signed (ES256) by that key; throws if it is not.
 */
export function verifyVapid(authorization: string | undefined): {
  publicKey: string;
  claims: { aud: string; sub: string; exp: number };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return {
    publicKey: match[2]!,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')),
  };
}
