import { readDocumentInWorker } from '@impact/engine';

// Bundled by document-reader-bundle.test.ts and run as a plain Node process, as dist/main.js runs.
const page = new TextEncoder().encode('<main><h1>Bundled</h1><p>Read in a worker thread.</p></main>');
const document = await readDocumentInWorker(page, { contentType: 'text/html', url: 'https://acme.example/' });
process.stdout.write(JSON.stringify(document));
