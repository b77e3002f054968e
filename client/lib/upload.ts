import { acceptLanguage, ApiError } from './api-client';

/**
 * Sends a multipart form (fields before the file) and reports the upload's progress (0–100); the
 * answer's JSON on success, `ApiError` otherwise — like `apiRequest`. XMLHttpRequest, because fetch
 * does not report upload progress.
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', ''));
    xhr.send(form);
  });
}
