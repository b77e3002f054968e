import { acceptLanguage, ApiError } from '@client/lib/api-client';

/** Sends a file's bytes as the request body (signature images, registry files); JSON answer. */
export async function uploadBytes<T>(
  method: 'POST' | 'PUT',
  url: string,
  body: Blob,
  contentType: string,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { Accept: 'application/json', 'Accept-Language': acceptLanguage(), 'Content-Type': contentType },
    body,
    credentials: 'include',
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as T;
}
