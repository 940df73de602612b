import type { VsmeExportFormat } from '@impact/contracts';
import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadVsmeExport } from '../api/download-export';

const FORMATS: { format: VsmeExportFormat; label: string }[] = [
  { format: 'docx', label: 'Word' },
  { format: 'json', label: 'JSON' },
  { format: 'csv', label: 'CSV' },
];

/** The report as a Word document, JSON or CSV, built by the server; the download carries the session. */
export function ExportButtons(props: { reportId: string; fileName: string }) {
  const [downloading, setDownloading] = useState<VsmeExportFormat | null>(null);
  const download = async (format: VsmeExportFormat, label: string) => {
    setDownloading(format);
    try {
      await downloadVsmeExport(props.reportId, format, props.fileName);
    } catch (error) {
      toast.error(`${label} export failed`, {
        description: error instanceof Error && error.message ? error.message : undefined,
      });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <div role="group" aria-label="Export" className="flex flex-wrap items-center gap-2">
      <span aria-hidden className="text-xs font-medium text-muted-foreground">
        Export
      </span>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          aria-label={`Export as ${label}`}
          disabled={downloading !== null}
          onClick={() => void download(format, label)}
        >
          {downloading === format ? <Spinner /> : <FileDownIcon aria-hidden />}
          {label}
        </Button>
      ))}
    </div>
  );
}
