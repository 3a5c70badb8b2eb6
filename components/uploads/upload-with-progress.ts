// Sends a file with XMLHttpRequest (fetch cannot report upload progress) to an upload route handler
// and answers in the ActionResult shape: as a multipart form (/files/upload), or as the raw body
// (the wall's upload, which the server streams to storage without parsing a form).
export type UploadAnswer<T = { url: string }> = { ok: true; data: T } | { ok: false; message: string };

export const UPLOAD_FAILED_MESSAGE = "Não foi possível enviar a imagem. Verifique sua conexão e tente novamente.";

/** The XHR part both senders share: progress in whole percents, the JSON answer, a failure text. */
export function sendWithProgress<T>(
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (percent: number) => void,
  options: { headers?: Record<string, string>; failure?: string; signal?: AbortSignal } = {},
): Promise<UploadAnswer<T>> {
  const failure = options.failure ?? UPLOAD_FAILED_MESSAGE;
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const answer = xhr.response as UploadAnswer<T> | null;
      if (answer && typeof answer === "object" && "ok" in answer) resolve(answer);
      else resolve({ ok: false, message: failure });
    };
    xhr.onerror = () => resolve({ ok: false, message: failure });
    xhr.onabort = () => resolve({ ok: false, message: failure });
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
}

export function uploadWithProgress(url: string, file: Blob, fileName: string, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("file", file, fileName);
  return sendWithProgress(url, form, onProgress);
}
