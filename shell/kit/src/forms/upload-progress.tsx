import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type ApiResult, apiUpload, type UploadProgress, useTranslation } from '@court/kit';

/** An upload on its way: the file's name, and how much of it has gone. */
export interface UploadState {
  name: string;
  progress: UploadProgress;
}

export interface FileUpload {
  /** The upload on its way, or null. */
  upload: UploadState | null;
  /** POSTs the form with its file, telling the progress as it goes. */
  send: <T>(path: string, body: FormData, file: File | null) => Promise<ApiResult<T>>;
}

/**
 * Sends a form with its file and follows its progress (apiUpload). An upload still on its way
 * when the form goes (its dialog closed, the page left) is stopped, so that no file arrives
 * unseen.
 */
export function useFileUpload(): FileUpload {
  const [upload, setUpload] = useState<UploadState | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async <T,>(path: string, body: FormData, file: File | null) => {
    const current = new AbortController();
    controller.current = current;
    const name = file?.name ?? '';
    // The body is a little larger than the file; the browser soon tells the exact total.
    setUpload({ name, progress: { loaded: 0, total: file?.size ?? 0 } });
    const result = await apiUpload<T>('POST', path, body, {
      signal: current.signal,
      onProgress: (progress) => setUpload({ name, progress }),
    });
    setUpload(null);
    return result;
  }, []);

  return { upload, send };
}

/**
 * How far the upload has gone: a progress bar named after the file, and the percentage as
 * text. Neither is a live region: a screen reader would read out every step. The form's button
 * says "Please wait..." as it starts, and the confirmation says when it is done.
 */
export function UploadProgressBar({ upload }: { upload: UploadState }) {
  const { t } = useTranslation('kit');
  const labelId = useId();
  const { loaded, total } = upload.progress;
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  return (
    <div className="court-upload-progress">
      <span id={labelId} className="court-upload-progress__label">
        {t('upload.label', { name: upload.name })}
      </span>
      <progress aria-labelledby={labelId} max={100} value={percent}>
        {t('upload.percent', { percent })}
      </progress>
      <span className="court-upload-progress__percent">{t('upload.percent', { percent })}</span>
    </div>
  );
}
