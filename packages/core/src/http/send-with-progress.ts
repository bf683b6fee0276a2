/*
 * Kept out of the runtime: loaded by the first upload that reports its progress.
 */

/**
 * A multipart POST by XMLHttpRequest, reporting how much of the body has been sent; settles as
 * ofetch's raw response does (a time-out rejects as a `TimeoutError`, anything else as a
 * network failure).
 */
export function sendWithProgress(
  url: string,
  headers: Headers,
  body: FormData,
  timeout: number,
  {
    signal,
    onUploadProgress,
  }: { signal?: AbortSignal; onUploadProgress?: (percent: number) => void },
): Promise<{ ok: boolean; status: number; _data: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.timeout = timeout;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        _data: xhr.responseText,
      });
    xhr.ontimeout = () => reject({ name: "TimeoutError" });
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    if (signal?.aborted) return reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
