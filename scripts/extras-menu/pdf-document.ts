/**
 * A tiny PDF 1.4 writer for text, rules and filled boxes in the standard fonts (no embedding, no
 * dependency). Text is encoded in WinAnsi; widths come from the Helvetica AFM metrics so text can
 * be right-aligned and wrapped.
 */

type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold';
export type Rgb = readonly [number, number, number];

const FONT_KEYS: Readonly<Record<FontName, string>> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2', 'Times-Roman': 'F3', 'Times-Bold': 'F4' };

// Glyph widths (1/1000 em) for characters 32–126; anything else counts as 556.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Unicode → WinAnsi (cp1252) for the few characters above Latin-1 that the menu uses. */
const CP1252: Readonly<Record<string, number>> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '…': 0x85, '€': 0x80 };

function winAnsi(text: string): number[] {
  return [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (CP1252[char] !== undefined) return CP1252[char]!;
    return code < 256 && (code < 0x80 || code > 0x9f) ? code : 0x3f;
  });
}

/** A PDF string literal with the WinAnsi bytes escaped. */
function literal(text: string): string {
  return `(${winAnsi(text)
    .map((code) => (code === 0x28 || code === 0x29 || code === 0x5c ? `\\${String.fromCharCode(code)}` : code < 32 || code > 126 ? `\\${code.toString(8).padStart(3, '0')}` : String.fromCharCode(code)))
    .join('')})`;
}

/** Width of a text in points (Helvetica metrics; serif faces are close enough for layout). */
export function textWidth(text: string, font: FontName, size: number): number {
  const table = font.endsWith('Bold') ? HELVETICA_BOLD : HELVETICA;
  return (
    [...text].reduce((sum, char) => {
      const code = char.codePointAt(0)!;
      return sum + (code >= 32 && code <= 126 ? table[code - 32]! : 556);
    }, 0) *
    (size / 1000)
  );
}

/** Breaks a text into lines no wider than `width`. */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const colour = ([r, g, b]: Rgb) => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;
const n = (value: number) => Number(value.toFixed(2)).toString();

/** One page's drawing operations, in points from the bottom-left corner. */
export class PdfPage {
  readonly operations: string[] = [];

  text(x: number, y: number, text: string, font: FontName, size: number, fill: Rgb, letterSpacing = 0): void {
    const spacing = letterSpacing ? `${n(letterSpacing)} Tc ` : '';
    this.operations.push(`BT ${colour(fill)} rg /${FONT_KEYS[font]} ${n(size)} Tf ${spacing}${n(x)} ${n(y)} Td ${literal(text)} Tj ET`);
  }

  textRight(right: number, y: number, text: string, font: FontName, size: number, fill: Rgb): void {
    this.text(right - textWidth(text, font, size), y, text, font, size, fill);
  }

  rect(x: number, y: number, width: number, height: number, fill: Rgb): void {
    this.operations.push(`${colour(fill)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width = 0.5): void {
    this.operations.push(`${colour(stroke)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }
}

/** Serialises pages into a complete PDF file with a correct cross-reference table. */
export function renderPdf(pages: readonly PdfPage[], info: { title: string; author: string }, size = { width: 595.28, height: 841.89 }): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add('');
  const pagesId = add('');
  const fontIds = (Object.keys(FONT_KEYS) as FontName[]).map((font) => add(`<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`));
  const fonts = (Object.values(FONT_KEYS) as string[]).map((key, index) => `/${key} ${fontIds[index]} 0 R`).join(' ');
  const pageIds = pages.map((page) => {
    const stream = page.operations.join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    return add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${size.width} ${size.height}] /Resources << /Font << ${fonts} >> >> /Contents ${contentId} 0 R >>`);
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(`<< /Title ${literal(info.title)} /Author ${literal(info.author)} /Producer (Prana) >>`);

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(body, 'latin1'));
}
