// Posts a file with XMLHttpRequest (fetch cannot report upload progress) to one of the /files/upload
// route handlers and answers in the ActionResult shape.
export type UploadAnswer = { ok: true; data: { url: string } } | { ok: false; message: string };

export const UPLOAD_FAILED_MESSAGE = "Não foi possível enviar a imagem. Verifique sua conexão e tente novamente.";

export function uploadWithProgress(
  url: string,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as UploadAnswer | null;
      if (body && typeof body === "object" && "ok" in body) resolve(body);
      else resolve({ ok: false, message: UPLOAD_FAILED_MESSAGE });
    };
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_FAILED_MESSAGE });
    const form = new FormData();
    form.append("file", file, fileName);
    xhr.send(form);
  });
}
