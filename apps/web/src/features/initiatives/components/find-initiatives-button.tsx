import { SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { useGenerateInitiatives } from '../api/generate-initiatives';
import { generationSummary } from '../lib/messages';

/**
 * 'Find initiatives': searches the company's pages and research for initiatives and adds the new ones;
 * the list refreshes on success. The page shows a failure (the server's message) under its header.
 */
export function FindInitiativesButton({ generate }: { generate: ReturnType<typeof useGenerateInitiatives> }) {
  return (
    <Button
      variant="outline"
      disabled={generate.isPending}
      onClick={() =>
        generate.mutate(undefined, { onSuccess: (result) => toast.info(generationSummary(result)) })
      }
    >
      {generate.isPending ? <Spinner /> : <SparklesIcon aria-hidden />}
      {generate.isPending ? 'Finding initiatives...' : 'Find initiatives'}
    </Button>
  );
}
