import { PDFParse } from 'pdf-parse';

/** A PDF's text as a reader's PDF viewer extracts it (PDF.js, through pdf-parse), pages in order. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { pages: result.total, text: result.text };
  } finally {
    await parser.destroy();
  }
}
