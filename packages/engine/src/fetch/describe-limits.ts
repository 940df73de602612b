/** Limits as a person would say them in an error message: "15 seconds", "2 MiB". */
export function describeDuration(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  return `${Number(seconds.toFixed(3))} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export function describeSize(bytes: number): string {
  const units = [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
