import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfDocument } from './read-pdf.js';

// A report (fictional) whose section titles are numbered and set large and bold, with a call-out
// figure in large type between them: the titles are headings, so every paragraph's locator names its
// own section; the figure is not.
async function numberedReportPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const title = (text: string, y: number) => page.drawText(text, { x: 50, y, size: 16, font: bold });
  const body = (text: string, y: number) => page.drawText(text, { x: 50, y, size: 10, font: regular });
  title('Message de la direction', 780);
  body('Cette année a été marquée par la mise en service de deux chaufferies.', 760);
  title('1. Profil', 720);
  body('Notre siège est à Dole ; nous exploitons neuf réseaux de chaleur.', 700);
  page.drawText('1,2 Mio. €', { x: 50, y: 660, size: 24, font: bold });
  body('investis en 2025 dans la récupération de chaleur fatale.', 640);
  title('2.1 Achats de bois', 600);
  body('Nous avons acheté 41 300 tonnes de plaquettes forestières en 2025.', 580);
  return pdf.save();
}

describe('numbered section titles in a PDF', { timeout: 60_000 }, () => {
  it('are headings, so each paragraph sits under its own section; a large figure is not one', async () => {
    const document = await readPdfDocument(await numberedReportPdf(), {
      url: 'https://www.example.test/rapport.pdf',
    });
    const headings = document.blocks.filter((block) => block.type === 'heading').map((block) => block.text);
    expect(headings).toEqual(['Message de la direction', '1. Profil', '2.1 Achats de bois']);
    const sectionOf = (start: string) =>
      document.blocks
        .find((block) => block.type === 'paragraph' && block.text.startsWith(start))
        ?.locator.headingPath.at(-1);
    expect(sectionOf('Notre siège')).toBe('1. Profil');
    expect(sectionOf('Nous avons acheté')).toBe('2.1 Achats de bois');
  });
});
