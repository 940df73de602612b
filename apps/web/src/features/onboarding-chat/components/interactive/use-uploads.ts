import { useEffect, useRef, useState } from 'react';
import { deleteDocument, listDocuments, uploadDocument } from '../../api/onboarding-uploads';
import { fileProblem, type FileLimits } from '../../lib/file-checks';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
  documentId?: string | number;
}

let nextKey = 0;

/** The files of one upload step: each sent on its own, with progress, errors and removal. */
export function useUploads(uploadUrl: string | undefined, limits: FileLimits & { maxFiles: number }) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  // After a reload the server still holds what was uploaded: show it, so it counts and can be removed.
  useEffect(() => {
    if (!uploadUrl) return;
    let cancelled = false;
    listDocuments(uploadUrl)
      .then((documents) => {
        if (cancelled || documents.length === 0) return;
        setEntries((current) => [
          ...documents
            .filter((document) => !current.some((entry) => entry.documentId === document.documentId))
            .map((document): UploadEntry => ({
              key: `upload-${++nextKey}`,
              name: document.name,
              size: document.size,
              status: 'uploaded',
              progress: 1,
              documentId: document.documentId,
            })),
          ...current,
        ]);
      })
      // Not fatal: the step still works, only earlier uploads are not shown.
      .catch((error: unknown) => console.warn('Could not list the uploaded documents', error));
    return () => {
      cancelled = true;
    };
  }, [uploadUrl]);

  // Leaving the page cancels uploads still running.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  function add(files: File[]) {
    let kept = entries.filter((entry) => entry.status !== 'failed').length;
    const added = files.map((file): UploadEntry => {
      const key = `upload-${++nextKey}`;
      const base = { key, name: file.name, size: file.size, progress: 0 };
      const problem =
        kept >= limits.maxFiles
          ? `At most ${limits.maxFiles} files can be uploaded`
          : fileProblem(file, limits);
      if (problem || !uploadUrl)
        return { ...base, status: 'failed', error: problem ?? 'Uploads are not available' };
      kept++;
      start(uploadUrl, key, file);
      return { ...base, status: 'uploading' };
    });
    setEntries((current) => [...current, ...added]);
  }

  function start(url: string, key: string, file: File) {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    uploadDocument(url, file, (progress) => update(key, { progress }), controller.signal)
      .then((document) => update(key, { status: 'uploaded', progress: 1, documentId: document.documentId }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update(key, {
          status: 'failed',
          error: error instanceof Error ? error.message : 'The upload failed',
        });
      })
      .finally(() => controllers.current.delete(key));
  }

  async function remove(entry: UploadEntry) {
    controllers.current.get(entry.key)?.abort();
    if (entry.status === 'uploaded' && uploadUrl && entry.documentId !== undefined) {
      try {
        await deleteDocument(uploadUrl, entry.documentId);
      } catch (error) {
        update(entry.key, {
          error: error instanceof Error ? error.message : 'The file could not be removed',
        });
        return;
      }
    }
    setEntries((current) => current.filter((item) => item.key !== entry.key));
  }

  return { entries, add, remove };
}
