import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadReport } from '../api/download-report';
import type { ExportFormat } from '../lib/export-file';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'docx', label: 'Download Word' },
  { format: 'pdf', label: 'Download PDF' },
];

/** The report as a Word document or a PDF, built by the server from the generated sections. */
export function ReportDownloads(props: { reportId: string; clientName: string | null; disabled: boolean }) {
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat, label: string) => {
    setDownloading(format);
    try {
      await downloadReport(props.reportId, format, props.clientName);
    } catch (error) {
      toast.error(`${label} failed`, {
        description: error instanceof Error && error.message ? error.message : undefined,
      });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={props.disabled || downloading !== null}
          onClick={() => void download(format, label)}
        >
          {downloading === format ? <Spinner /> : <FileDownIcon aria-hidden />}
          {label}
        </Button>
      ))}
    </div>
  );
}
