/** Checks made before a file is sent, so an upload the server would refuse is not even started. */

export interface FileLimits {
  /** Lower-case endings with their dot ('.pdf'); none means any file. */
  endings: string[];
  maxBytes?: number;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : megabytes.toFixed(1).replace(/\.0$/, '')} MB`;
}

/** 'PDF or DOCX' for ['.pdf', '.docx']. */
export function endingsText(endings: string[]): string {
  const names = endings.map((ending) => ending.slice(1).toUpperCase());
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export function fileProblem(file: { name: string; size: number }, limits: FileLimits): string | null {
  const name = file.name.toLowerCase();
  if (limits.endings.length > 0 && !limits.endings.some((ending) => name.endsWith(ending))) {
    return `Only ${endingsText(limits.endings)} files can be uploaded`;
  }
  if (file.size === 0) return 'The file is empty';
  if (limits.maxBytes !== undefined && file.size > limits.maxBytes) {
    return `The file is larger than ${formatBytes(limits.maxBytes)}`;
  }
  return null;
}
