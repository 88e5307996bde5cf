import { CHILD_HEADER, readActiveChildId } from '../children/active-child';
import { apiConfig } from './api-config';
import { getPlatform } from './platform';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestShape {
  method: string;
  path: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** False for the few calls sent without a token (e.g. POST /contact). */
  auth?: boolean;
}

export interface BuiltRequest {
  url: string;
  init: RequestInit;
}

export async function buildRequest(shape: RequestShape): Promise<BuiltRequest> {
  const config = apiConfig();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-platform': getPlatform(),
  };
  if (shape.auth !== false) {
    const token = await config.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // Each device reads as one child of the account; the server answers as the first child
    // when there is none or it is not the account's.
    const child = readActiveChildId();
    if (child) headers[CHILD_HEADER] = child;
  }
  let body: string | undefined;
  if (shape.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(shape.body);
  }
  return {
    url: config.baseUrl + shape.path + queryString(shape.query),
    init: { method: shape.method, headers: { ...headers, ...shape.headers }, body },
  };
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
