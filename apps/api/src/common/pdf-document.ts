import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Lang } from '@prana/domain';

const require = createRequire(import.meta.url);

/**
 * Prana's faces as whole TrueType files (Latin, Latin Extended, Vietnamese…), so Indonesian text and
 * any guest's or villa's name render; pdfkit embeds only the glyphs a document uses.
 */
const FACES = {
  body: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  strong: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  title: require.resolve('@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf'),
} as const;
export type PdfFace = keyof typeof FACES;

/** BRAND.md's colours; stone a shade darker, for small print on paper. */
export const PDF_COLOURS = { ink: '#1f2a24', jungle: '#2f4a3a', terracotta: '#b86b4b', sand: '#efe6d8', stone: '#5f5950' } as const;

export type PdfDocument = PDFKit.PDFDocument;

/** An A4 document in Prana's faces, its pages kept until the end so footers can count them. */
export function createPdf(options: { title: string; lang: Lang; layout?: 'portrait' | 'landscape'; margin: number }): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    bufferPages: true,
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Author: 'Prana Villas' },
    font: FACES.body,
  });
  for (const [name, path] of Object.entries(FACES)) doc.registerFont(name, path);
  return doc.font('body');
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
